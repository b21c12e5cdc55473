import { z } from 'zod';
import { badRequest } from './errors.js';

/**
 * Opaque keyset cursors of the owner lists (issue 26): the sort key of a page's
 * last row, as JSON in base64url. Decoding checks every part with a zod tuple,
 * so a cursor that was tampered with or cut short is a 400, never a 500.
 */

export function encodePageCursor(position: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export const BAD_CURSOR_MESSAGE = 'This page of the list could not be found. Please reload the list.';

export function decodePageCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const position = schema.safeParse(parsed);
  if (!position.success) throw badRequest('bad_cursor', BAD_CURSOR_MESSAGE);
  return position.data;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A timestamp inside a cursor, to the microsecond PostgreSQL keeps (a JavaScript
 * Date keeps milliseconds, which would repeat or skip rows of one millisecond).
 * It must name a real instant: 2026-02-30 is refused here rather than by the database.
 */
export const CursorInstantSchema = z
  .string()
  .regex(ISO_MICROS)
  .refine((text) => {
    const date = new Date(text);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === text.slice(0, 19);
  });

/** One more row than the page tells whether another page follows. */
export function splitPage<T>(rows: T[], limit: number, positionOf: (row: T) => readonly (string | number)[]): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodePageCursor(positionOf(last)) : null };
}
