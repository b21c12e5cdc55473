import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_MAX_ROWS, type MemberImportFormat } from '../../../shared/features/member-import.schema.js';
import { badRequest } from '../../errors.js';

/**
 * Reads an import file into one intent per row: who the member is and what
 * gives them Pro. Whole-file problems (not UTF-8, not CSV, unknown columns, too
 * many rows) refuse the file before anything changes; a bad row becomes a
 * skipped row of the report. Cells are only ever read as text: a cell starting
 * with =, +, - or @ is kept as typed (the members export escapes it again).
 */

export interface ImportIntent {
  name: string | null;
  /** A payment-provider customer to link (its live subscription gives Pro). */
  customerId: string | null;
  /** Paid up until then: complimentary Pro until that date when no subscription gives Pro. */
  paidUntil: Date | null;
  /** Complimentary Pro until revoked (a comped member). */
  complimentary: boolean;
}

export type ImportRow = { line: number; email: string } & ({ intent: ImportIntent } | { problem: string });

const GHOST_COLUMNS = ['id', 'email', 'name', 'note', 'subscribed_to_emails', 'complimentary_plan', 'stripe_customer_id', 'created_at', 'deleted_at', 'labels', 'tiers'];
const PATREON_COLUMNS = ['name', 'email', 'patron status', 'tier', 'pledge amount', 'last charge date', 'next charge date'];
const PLAIN_COLUMNS = ['email', 'name', 'tier', 'paid_until', 'stripe_customer_id'];
const REQUIRED: Record<MemberImportFormat, string[]> = {
  ghost: ['email', 'complimentary_plan', 'stripe_customer_id'],
  patreon: ['email', 'patron status', 'last charge date', 'next charge date'],
  plain: ['email'],
};

const isEmail = (value: string) => z.email().safeParse(value).success;

/** A date cell: YYYY-MM-DD, with or without a time (Ghost and Patreon add one); null when empty. */
function dateCell(value: string): Date | null | 'invalid' {
  if (value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return 'invalid';
  const dateOnly = value.length === 10;
  const time = Date.parse(dateOnly ? `${value}T23:59:59Z` : value.replace(' ', 'T'));
  return Number.isNaN(time) ? 'invalid' : new Date(time);
}

const oneMonthAfter = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()));

function detectFormat(header: string[]): MemberImportFormat {
  const names = new Set(header.map((cell) => cell.trim().toLowerCase()));
  const has = (columns: string[]) => columns.every((column) => names.has(column));
  // Ghost's own import reads the same columns without `id`, so a file made for Ghost counts too.
  if (has(REQUIRED.ghost)) return 'ghost';
  if (has(REQUIRED.patreon)) return 'patreon';
  if (has(REQUIRED.plain) && [...names].every((name) => PLAIN_COLUMNS.includes(name))) return 'plain';
  throw badRequest(
    'import_unknown_columns',
    `The header row matches no known format. Expected Ghost's export (${GHOST_COLUMNS.join(',')}), Patreon's (${PATREON_COLUMNS.join(', ')}, …) or a plain list (${PLAIN_COLUMNS.join(',')}).`,
  );
}

function ghostIntent(cell: (column: string) => string): ImportIntent | string {
  if (cell('deleted_at') !== '') return 'deleted in Ghost';
  const customerId = cell('stripe_customer_id');
  if (customerId === 'auto') return 'stripe_customer_id "auto" is not supported; give the customer id (cus_…)';
  return { name: cell('name') || null, customerId: customerId || null, paidUntil: null, complimentary: cell('complimentary_plan').toLowerCase() === 'true' && !customerId };
}

function patreonIntent(cell: (column: string) => string): ImportIntent | string {
  const status = cell('patron status').toLowerCase();
  const last = dateCell(cell('last charge date'));
  const next = dateCell(cell('next charge date'));
  if (last === 'invalid' || next === 'invalid') return 'a charge date is not a date (YYYY-MM-DD)';
  // Patreon bills monthly: an active patron is paid up to the next charge; a former one for a month after the last charge.
  let paidUntil: Date | null = null;
  if (status === 'active patron') paidUntil = next ?? (last ? oneMonthAfter(last) : null);
  else if (status === 'former patron' && last) paidUntil = oneMonthAfter(last);
  return { name: cell('name') || null, customerId: null, paidUntil, complimentary: false };
}

function plainIntent(cell: (column: string) => string): ImportIntent | string {
  const tier = cell('tier').toLowerCase();
  if (!['', 'pro', 'free', 'basic'].includes(tier)) return `tier "${cell('tier')}" is not pro, basic or free`;
  const paidUntil = dateCell(cell('paid_until'));
  if (paidUntil === 'invalid') return 'paid_until is not a date (YYYY-MM-DD)';
  const customerId = cell('stripe_customer_id') || null;
  return { name: cell('name') || null, customerId, paidUntil, complimentary: tier === 'pro' && !paidUntil && !customerId };
}

const READERS = { ghost: ghostIntent, patreon: patreonIntent, plain: plainIntent };

function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('import_not_utf8', 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
}

function parseCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, to_line: MEMBER_IMPORT_MAX_ROWS + 2 }) as string[][];
  } catch (err) {
    throw badRequest('import_bad_csv', `The file is not valid CSV: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export function readImportFile(bytes: Buffer): { format: MemberImportFormat; rows: ImportRow[] } {
  if (bytes.length > MEMBER_IMPORT_MAX_BYTES) throw badRequest('import_too_large', 'The file is larger than 4 MB; split it into smaller files.');
  const records = parseCsv(decodeUtf8(bytes));
  const [header, ...body] = records;
  if (!header) throw badRequest('import_empty', 'The file is empty.');
  if (body.length > MEMBER_IMPORT_MAX_ROWS) {
    throw badRequest('import_too_many_rows', `The file has more than ${MEMBER_IMPORT_MAX_ROWS.toLocaleString('en')} members; split it into files of at most that many rows.`);
  }
  const format = detectFormat(header);
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const seen = new Set<string>();
  const rows = body.map((record, i): ImportRow => {
    const cell = (column: string) => (record[index.get(column) ?? -1] ?? '').trim();
    const line = i + 2;
    const email = cell('email').toLowerCase();
    if (!isEmail(email)) return { line, email, problem: 'not an e-mail address' };
    if (seen.has(email)) return { line, email, problem: 'this address is on an earlier row' };
    seen.add(email);
    const intent = READERS[format](cell);
    return typeof intent === 'string' ? { line, email, problem: intent } : { line, email, intent };
  });
  return { format, rows };
}
