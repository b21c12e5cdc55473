import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../keyset-page.js';

/** The leak tracer (Admin Dashboard → Police → Trace a leak). */
export const LEAKS_PATHS = {
  /** POST (admin), multipart field `file`: which member a found copy came from. */
  trace: '/api/admin/leaks/trace',
  /** GET (admin): the latest fetches of display-size pictures and originals, newest first. */
  serveLog: '/api/admin/leaks/serve-log',
} as const;

/** Lines in one page of the serve log. */
export const SERVE_LOG_PAGE_SIZE = 50;
export const NO_SERVE_LOG_MESSAGE = 'No pictures fetched yet.';

/**
 * The owner's choice (Site content): members' marked copies of Pro pictures may
 * also carry their username, visibly, in a corner; the invisible mark is always there.
 */
export const PictureMarksSchema = z.object({ visibleUsername: z.boolean() });
export type PictureMarks = z.infer<typeof PictureMarksSchema>;
export const DEFAULT_PICTURE_MARKS: PictureMarks = { visibleUsername: false };
/** The longest name drawn in the corner; a longer one is cut short with an ellipsis. */
export const VISIBLE_MARK_MAX_CHARS = 40;

export const LEAK_TRACE_MAX_BYTES = 25 * 1024 * 1024;
/** Pixels a copy may have, read from its header before any decoding (a 40-megapixel camera frame fits). */
export const LEAK_TRACE_MAX_PIXELS = 40_000_000;

export const LEAK_MESSAGES = {
  heading: 'Trace a leak',
  intro: 'Upload a copy of a Pro picture found elsewhere. Each member receives Pro pictures with an invisible mark of their own; the tracer reads it.',
  tooLarge: 'The copy is too large (25 MB at most).',
  notAnImage: 'That file is not a picture (JPEG, PNG, WebP, AVIF or GIF).',
  unreadable: 'That picture could not be read.',
  tooManyPixels: 'That picture has too many pixels (40 megapixels at most).',
  busy: 'Another trace is running. Please try again in a few seconds.',
  noMatch: 'This picture does not match any Pro picture on the site.',
  noSuspects: 'The picture matches, but no member’s mark was found in this copy (an unmarked original, a heavily cropped copy, or one made by several members together).',
} as const;

export const LeakImageSchema = z.object({
  displayKey: z.string(),
  /** The picture's name as the owner sees it. */
  pictureName: z.string(),
  galleryName: z.string(),
  /** A URL the admin can open to see the matched picture. */
  imageUrl: z.string(),
});

export const LeakSuspectSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  /** How strongly the copy carries this member's mark, 0 to 1. */
  confidence: z.number().min(0).max(1),
  /** When the member last received this picture, and from which address. */
  fetchedAt: z.string(),
  ipAddress: z.string(),
  /** The member's latest fetches of this picture (the serve log), newest first. */
  fetches: z.array(z.object({ servedAt: z.string(), ipAddress: z.string(), userAgent: z.string() })),
  /** Their download attempts on this picture, newest first. */
  downloadAttempts: z.array(z.object({ timestamp: z.string(), downloadMethod: z.string(), ipAddress: z.string(), deviceType: z.string() })),
});

export const LeakTraceSchema = z.object({
  image: LeakImageSchema.nullable(),
  suspects: z.array(LeakSuspectSchema),
});
export type LeakTrace = z.infer<typeof LeakTraceSchema>;
export type LeakSuspect = z.infer<typeof LeakSuspectSchema>;

export const ServeLogEntrySchema = z.object({
  id: z.number(),
  servedAt: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  pictureName: z.string(),
  galleryName: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
});
export type ServeLogEntry = z.infer<typeof ServeLogEntrySchema>;
/** One page of the serve log, newest first; `nextCursor` asks for the older lines after it. */
export const ServeLogListSchema = z.object({ entries: z.array(ServeLogEntrySchema), nextCursor: NextCursorSchema });
export type ServeLogList = z.infer<typeof ServeLogListSchema>;
/** The owner's own fetches (his checks of his galleries) are left out unless asked for. */
export const ServeLogQuerySchema = pageQuerySchema(SERVE_LOG_PAGE_SIZE).extend({ owner: z.enum(['hidden', 'shown']).default('hidden') });
export type ServeLogQuery = z.infer<typeof ServeLogQuerySchema>;
