import { AI_CHAT_RATE_LIMIT } from '../shared/features/ai-chat.schema.js';

/** The limited actions, counted per address and per account. */
export type RateLimitKind = 'auth' | 'upload' | 'chat' | 'aiChat';

export interface RateLimits {
  /** Requests per minute per client address, for everything. */
  global: number;
  /** Per minute per client address: sign-in attempts, uploads, chat messages, AI chat prompts. */
  perAddress: Record<RateLimitKind, number>;
  /** Per minute per account (sign-in: per e-mail address typed), whatever address it comes from. */
  perAccount: Record<RateLimitKind, number>;
  /** Per minute per API key on the Admin API, whatever address it comes from; unset: no per-key limit. */
  perApiKey?: number;
}

/** The production limits; NODE_ENV=test turns them off so browser journeys are not throttled. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  global: 600,
  perAddress: { auth: 20, upload: 60, chat: 60, aiChat: 30 },
  perAccount: { auth: 10, upload: 60, chat: 30, aiChat: AI_CHAT_RATE_LIMIT },
  perApiKey: 300,
};
