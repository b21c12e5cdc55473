import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The SQL side of keyset cursors (page-cursor.ts holds the codec): exact instants as text and back. */

/** The column as cursor text: ISO 8601 in UTC with microseconds (what CursorInstantSchema reads). */
export const cursorInstantSql = (column: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Cursor text back to the exact timestamptz, for a row comparison. */
export const instantParam = (text: string): SQL => sql`${text}::timestamptz`;

