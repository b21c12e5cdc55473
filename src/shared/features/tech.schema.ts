import { z } from 'zod';

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
