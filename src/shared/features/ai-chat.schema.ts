import { z } from 'zod';

/**
 * The AI chat feature (SPEC §2, §5, §7 chat_with_ai). "Tech" is only the
 * label of its page in the menu; the page's own text (TechContent) is site
 * content, kept and served by the content feature.
 */

export const AI_PROMPT_MAX_LENGTH = 4000;
export const AI_CHAT_PATHS = {
  /** POST: one question; the answer streams back as Server-Sent Events. */
  chat: '/api/ai-chat',
} as const;
/** Per user, per minute. */
export const AI_CHAT_RATE_LIMIT = 10;

export const AI_CHAT_MESSAGES = {
  emptyPrompt: 'Please type a question first.',
  notConfigured: 'AI chat is not configured on this site.',
  /** SPEC §8: a failure shows 'Error: ' plus the message, as an AI message. */
  errorPrefix: 'Error: ',
} as const;

/** SPEC §7 names the payload `userprompt`; SPEC §5: trimmed, non-empty. */
export const AiChatRequestSchema = z.object({
  userprompt: z
    .string()
    .trim()
    .min(1, AI_CHAT_MESSAGES.emptyPrompt)
    .max(AI_PROMPT_MAX_LENGTH, `A question can be at most ${AI_PROMPT_MAX_LENGTH} characters`),
});

/**
 * The reply streams as newline-delimited JSON, one chunk a line: pieces of
 * text, then `done`, or an `error` whose message the page shows after 'Error: '.
 */
export const AiChatChunkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AiChatChunk = z.infer<typeof AiChatChunkSchema>;

/** The Tech page has this many quotes, one shown at random (SPEC §2). */
export const TECH_QUOTE_COUNT = 7;

/**
 * What the Tech page shows besides the AI chat: the mission statement and the
 * quotes. The owner edits them with the rest of the site content; served at
 * GET /api/content/tech to signed-in users.
 */
export const TechContentSchema = z.object({
  mission: z.string().trim().min(1).max(4000),
  quotes: z.array(z.string().trim().min(1).max(500)).length(TECH_QUOTE_COUNT),
});
export type TechContent = z.infer<typeof TechContentSchema>;

export const TECH_PATHS = {
  /** GET: the Tech page's text (Pro). */
  content: '/api/content/tech',
} as const;
