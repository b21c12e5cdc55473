import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * The one way the site hands out a CSV file: csv-stringify does the quoting,
 * and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at
 * its start) is prefixed with an apostrophe, so an e-mail address or username
 * chosen by a member cannot run anything on the owner's machine.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvDocument(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const safe = rows.map((row) => row.map((cell) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell)));
  return stringify(safe, { header: true, columns: [...columns] });
}

/** Sends a CSV as a download named `<name>-<YYYY-MM-DD>.csv`, never cached. */
export function sendCsv(reply: FastifyReply, name: string, csv: string, now = new Date()) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
