import type OpenAI from 'openai';
import type { AppConfig } from '../config.js';

/** Streams a reply to one prompt, piece by piece. */
export interface AiClient {
  readonly configured: boolean;
  streamReply(prompt: string, signal?: AbortSignal): AsyncIterable<string>;
}

/** A reply that takes longer than this is abandoned with an error the page shows. */
export const AI_TIMEOUT_MS = 30_000;

const SYSTEM_PROMPT = 'You are a friendly assistant on an art and tech creator site. Answer briefly and clearly.';

/**
 * Any OpenAI-compatible chat-completions endpoint, through the official SDK.
 * Without AI_BASE_URL the client is not configured and calls nothing.
 */
export function createAiClient(ai: AppConfig['ai'], options: { timeoutMs?: number } = {}): AiClient {
  if (!ai) {
    return {
      configured: false,
      streamReply: () => {
        throw new Error('AI chat is not configured');
      },
    };
  }
  // The SDK is loaded at the first reply, not at every start of a site that may never use it.
  let client: Promise<OpenAI> | undefined;
  const openAi = (): Promise<OpenAI> =>
    (client ??= import('openai').then(
      // Local OpenAI-compatible servers often need no key; the SDK insists on one.
      ({ default: OpenAi }) => new OpenAi({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'none', timeout: options.timeoutMs ?? AI_TIMEOUT_MS, maxRetries: 1 }),
    ));
  return {
    configured: true,
    async *streamReply(prompt, signal) {
      const stream = await (await openAi()).chat.completions.create(
        {
          model: ai.model,
          stream: true,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: prompt },
          ],
        },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
