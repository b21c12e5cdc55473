import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { AppConfig } from '../config.js';
import { updateUserRecord } from '../features/auth/auth.service.js';
import { exportMembersCsv, grantComplimentary, resyncUser, revokeComplimentary } from '../features/subscription/subscription.service.js';
import { runMemberImport } from '../features/member-import/member-import.service.js';
import { emailQueueState, membersByTier } from './metrics.service.js';
import { runDoctor } from './doctor.js';
import { appliedMigrations, committedMigrations, findMembers, listMembers, type Member } from './ops.service.js';

/**
 * The commands of `npm run admin`. Each works on an AppContext built by the
 * same buildApp as the web app, so every change goes through the services the
 * admin dashboard uses (same rules, same live events to open tabs).
 */

export class CommandError extends Error {
  override name = 'CommandError';
}

export interface CommandIo {
  ctx: AppContext;
  log: FastifyBaseLogger;
  /** Writes one line of output. */
  out: (line: string) => void;
}


function describeMember(member: Member): string {
  const flags = [member.tier === 'pro' ? 'Pro' : 'Basic', member.role, member.isAdmin ? 'owner (ADMIN_EMAILS)' : null, member.subscriptionStatus].filter(Boolean);
  return `${member.id}  ${member.email}  ${member.profile.username ?? '-'}  ${flags.join(', ')}`;
}

async function oneMember(io: CommandIo, key: string | undefined): Promise<Member> {
  if (!key) throw new CommandError('Name the member: an id, an e-mail address or a username.');
  const found = await findMembers(io.ctx, key);
  if (found.length === 0) throw new CommandError(`No member matches "${key}".`);
  if (found.length > 1) throw new CommandError(`"${key}" matches ${found.length} members; use an id:\n${found.map(describeMember).join('\n')}`);
  return found[0]!;
}

export async function membersCommand(io: CommandIo, options: { search?: string; tier?: string; limit?: string }): Promise<void> {
  if (options.tier !== undefined && options.tier !== 'pro' && options.tier !== 'basic') throw new CommandError('--tier must be pro or basic.');
  const limit = options.limit === undefined ? undefined : Number(options.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new CommandError('--limit must be a whole number above 0.');
  const members = await listMembers(io.ctx, { search: options.search, tier: options.tier as 'pro' | 'basic' | undefined, limit });
  for (const member of members) io.out(describeMember(member));
  io.out(`${members.length} member${members.length === 1 ? '' : 's'}`);
}

export async function findCommand(io: CommandIo, key: string | undefined): Promise<void> {
  if (!key) throw new CommandError('Name the member: an id, an e-mail address or a username.');
  const found = await findMembers(io.ctx, key);
  if (found.length === 0) throw new CommandError(`No member matches "${key}".`);
  for (const member of found) io.out(JSON.stringify(member, null, 2));
}

export async function makeAdminCommand(io: CommandIo, key: string | undefined): Promise<void> {
  const member = await oneMember(io, key);
  const updated = await updateUserRecord(io.ctx, member.id, { role: 'admin' });
  io.out(`${updated.email} is now an admin.`);
}

/**
 * Takes the admin role back to Basic, then lets the subscription rules decide
 * again: a paying member gets pro_user back from the provider's state.
 */
export async function unmakeAdminCommand(io: CommandIo, key: string | undefined): Promise<void> {
  const member = await oneMember(io, key);
  if (member.role !== 'admin') throw new CommandError(`${member.email} does not have the admin role.`);
  await updateUserRecord(io.ctx, member.id, { role: 'user' });
  const { user } = await resyncUser(io.ctx, io.log, member.id);
  io.out(`${member.email} is no longer an admin (role now ${user.role}).`);
  if (member.isAdmin) io.out(`Note: ${member.email} is listed in ADMIN_EMAILS and stays an owner until removed from it.`);
}

export async function resyncCommand(io: CommandIo, key: string | undefined): Promise<void> {
  const member = await oneMember(io, key);
  const { changed, user } = await resyncUser(io.ctx, io.log, member.id);
  io.out(changed.length > 0 ? `${member.email}: changed ${changed.join(', ')}.` : `${member.email}: already in line with the payment provider.`);
  io.out(`Now: role ${user.role}, subscription ${user.subscriptionStatus ?? 'none'}.`);
}

/** `--until YYYY-MM-DD`: the grant ends at the end of that UTC day. */
function untilDate(until: string | undefined): Date | null {
  if (until === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(`${until}T00:00:00Z`))) throw new CommandError('--until must be a date, YYYY-MM-DD.');
  return new Date(Date.parse(`${until}T23:59:59Z`));
}

/** Complimentary Pro through the same service as the member manager (same rules, same live badge change). */
export async function grantCompCommand(io: CommandIo, key: string | undefined, options: { until?: string }): Promise<void> {
  const endsAt = untilDate(options.until);
  const member = await oneMember(io, key);
  await grantComplimentary(io.ctx, { userId: member.id, grantedBy: null, endsAt });
  io.out(`${member.email} has complimentary Pro ${endsAt ? `until ${endsAt.toISOString()}` : 'until revoked'}.`);
}

export async function revokeCompCommand(io: CommandIo, key: string | undefined): Promise<void> {
  const member = await oneMember(io, key);
  const user = await revokeComplimentary(io.ctx, member.id);
  io.out(`${member.email} no longer has complimentary Pro (now ${user.tier === 'pro' ? 'Pro by another right' : 'Basic'}).`);
}

/** The dashboard's members export itself: one function, the same columns, the same formula escaping. */
export async function exportCsvCommand(io: CommandIo): Promise<void> {
  io.out((await exportMembersCsv(io.ctx)).trimEnd());
}

/**
 * The owner screen's import from the command line: the same service, a line
 * per row. Each row is imported whole or not at all; running the file again
 * changes nothing for rows already imported.
 */
export async function importMembersCommand(io: CommandIo, file: string | undefined, options: { dryRun: boolean; sendEmails: boolean }): Promise<void> {
  if (!file) throw new CommandError('Name the CSV file: npm run admin -- import-members FILE [--dry-run] [--send-emails]');
  const bytes = await readFile(file).catch((err: NodeJS.ErrnoException) => {
    throw new CommandError(`Cannot read ${file}: ${err.code === 'ENOENT' ? 'no such file' : err.message}`);
  });
  const report = await runMemberImport(io.ctx, io.log, bytes, { apply: !options.dryRun, sendEmails: options.sendEmails });
  for (const row of report.rows) io.out(`line ${row.line}  ${row.outcome.padEnd(9)}  ${row.email || '-'}  ${row.detail}`);
  const { created, updated, unchanged, skipped } = report.counts;
  const verb = report.applied ? '' : 'would be ';
  io.out(`${report.applied ? 'Imported' : 'Dry run, nothing changed'} (${report.format}): ${created} ${verb}created, ${updated} ${verb}updated, ${unchanged} unchanged, ${skipped} skipped.`);
}

const SECRET_KEY = /secret|password|token|apikey/i;

/** Secrets become "[redacted]", passwords inside URLs too; everything else is shown as configured. */
export function redactConfig(value: unknown, key = ''): unknown {
  if (value === undefined || value === null) return value ?? null;
  if (typeof value === 'function') return '(rule)';
  if (typeof value === 'string') {
    if (SECRET_KEY.test(key)) return '[redacted]';
    if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*:[^/@]*@/i.test(value)) {
      const url = new URL(value);
      url.password = 'redacted';
      return url.toString();
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => redactConfig(item));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactConfig(v, k)]));
  return value;
}

export function configCommand(out: (line: string) => void, config: AppConfig): void {
  out(JSON.stringify(redactConfig(config), null, 2));
}

export async function migrateCommand(io: CommandIo): Promise<void> {
  // buildApp has applied every committed migration before any command runs.
  const applied = await appliedMigrations(io.ctx);
  io.out(`${applied.length} of ${committedMigrations().length} migrations applied; last: ${applied.at(-1) ?? 'none'}.`);
}

/** Database, migrations, e-mail queue and members; throws (exit 1) when something needs attention. */
export async function healthCommand(io: CommandIo): Promise<void> {
  await io.ctx.database.ping();
  io.out(`database: answers (${io.ctx.database.kind})`);
  const applied = await appliedMigrations(io.ctx);
  const committed = committedMigrations();
  io.out(`migrations: ${applied.length} of ${committed.length} applied`);
  const queue = await emailQueueState(io.ctx.database.db);
  io.out(`e-mail queue: ${queue.pending} pending, ${queue.failing} failing`);
  const tiers = await membersByTier(io.ctx.database.db);
  io.out(`members: ${tiers.pro} Pro, ${tiers.complimentary} complimentary, ${tiers.basic} Basic`);
  if (applied.length !== committed.length) throw new CommandError('The database is not at the committed migrations.');
  if (queue.failing > 0) throw new CommandError(`${queue.failing} e-mail job(s) are failing; check SMTP_URL and the log.`);
}

const DOCTOR_MARKS = { pass: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;

/** One line per check; fails (exit 1) when any check failed, warnings pass. */
export async function doctorCommand(io: CommandIo): Promise<void> {
  const checks = await runDoctor(io.ctx);
  for (const check of checks) io.out(`${DOCTOR_MARKS[check.outcome]}  ${check.name}: ${check.detail}`);
  const failed = checks.filter((check) => check.outcome === 'fail');
  if (failed.length > 0) throw new CommandError(`${failed.length} check(s) failed: ${failed.map((check) => check.name).join(', ')}.`);
}
