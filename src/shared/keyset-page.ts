import { z } from 'zod';

/**
 * The request and answer shapes every keyset-paged owner list shares (issue 26): a
 * page of `limit` rows after an opaque `cursor` from the previous page's
 * `nextCursor` (null on the last page). The server alone reads a cursor's inside.
 */

export const PAGE_LIMIT_MAX = 100;

/** An opaque position from a page's `nextCursor`: base64url text, short. */
export const PageCursorSchema = z.string().min(1).max(400).regex(/^[A-Za-z0-9_-]+$/, 'Not a page cursor');

/** `?cursor=…&limit=…` for a list whose pages hold `defaultLimit` rows unless asked otherwise. */
export const pageQuerySchema = (defaultLimit: number) =>
  z.object({
    cursor: PageCursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(defaultLimit),
  });

export const NextCursorSchema = z.string().nullable();

/** The query string of one page request (the first page has no cursor). */
export function pageSearch(cursor: string | null | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}
