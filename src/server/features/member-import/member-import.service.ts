import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { ImportRowReport, MemberImportReport } from '../../../shared/features/member-import.schema.js';
import { grantsPro } from '../../../shared/features/subscription.schema.js';
import { toEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import { periodOf } from '../../integrations/stripe-objects.js';
import { createImportedMember, findMembersByEmail } from '../auth/auth.service.js';
import { customerLinks, grantComplimentaryInTransaction, linkCustomerAndSync } from '../subscription/subscription.service.js';
import { readImportFile, type ImportIntent, type ImportRow } from './member-import-file.service.js';

/**
 * Member import (ADR 0124). Each row is planned first (matched by address,
 * its Stripe customer read and verified), then, when applying, carried out in
 * its own transaction: a row is imported whole or not at all, and the report
 * says which. Planning twice gives the same plan, and a row already carried
 * out plans nothing, so a second run reports every member unchanged.
 */

interface Plan {
  member: CurrentUser | null;
  /** A customer to link (it has a live subscription that gives Pro). */
  link: string | null;
  /** Complimentary Pro to grant: until a date, or until revoked (null). */
  grant: { endsAt: Date | null } | null;
  steps: string[];
}

type Planned = { plan: Plan } | { skip: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Whether the member's open grant already covers a grant until `endsAt`. */
function grantCovers(member: CurrentUser, endsAt: Date | null): boolean {
  if (!member.complimentaryPro) return false;
  if (member.complimentaryEndsAt === null) return true;
  return endsAt !== null && member.complimentaryEndsAt >= toEpochSeconds(endsAt)!;
}

type CustomerCheck = { skip: string } | { linked: boolean; step: string | null };

async function planCustomer(ctx: AppContext, member: CurrentUser | null, customerId: string, intent: ImportIntent, now: Date): Promise<CustomerCheck> {
  const customer = await ctx.payments.findCustomer(customerId);
  if (!customer) return { skip: `Stripe customer ${customerId} does not exist (or was deleted)` };
  const links = await customerLinks(ctx.database.db, member?.id ?? null, customerId);
  if (links.holderOfCustomer && links.holderOfCustomer !== member?.id) return { skip: `Stripe customer ${customerId} belongs to another member here` };
  if (links.customerOfMember && links.customerOfMember !== customerId) return { skip: `the member already has Stripe customer ${links.customerOfMember}` };
  const live = (await ctx.payments.listSubscriptions(customerId)).find((subscription) => grantsPro(subscription.status));
  if (live) {
    const end = periodOf(live)?.end;
    const until = end ? ` until ${day(new Date(end * 1000))}` : '';
    const state = live.cancel_at_period_end || live.cancel_at !== null ? `canceled, paid up${until}` : `active${until}`;
    return { linked: Boolean(links.customerOfMember), step: `Stripe subscription ${live.id} (${state})` };
  }
  // A subscription that ended gives nothing; a paid-up date given with it still does (as complimentary Pro).
  if (intent.paidUntil && intent.paidUntil > now) return { linked: Boolean(links.customerOfMember), step: null };
  return { skip: `Stripe customer ${customerId} has no active subscription (canceled or never started) and no paid-up date` };
}

async function planRow(ctx: AppContext, row: ImportRow & { intent: ImportIntent }, now: Date): Promise<Planned> {
  const { intent } = row;
  const matches = await findMembersByEmail(ctx.database.db, row.email);
  if (matches.length > 1) return { skip: `${matches.length} accounts use this address; merge them first` };
  const member = matches[0] ?? null;
  const plan: Plan = { member, link: null, grant: null, steps: [] };
  let paidBySubscription = false;
  if (intent.customerId) {
    const checked = await planCustomer(ctx, member, intent.customerId, intent, now);
    if ('skip' in checked) return { skip: checked.skip };
    if (checked.step) {
      paidBySubscription = true;
      // Already linked: its webhooks and the payment catch-up keep the member in line.
      if (!checked.linked) {
        plan.link = intent.customerId;
        plan.steps.push(`link ${checked.step}`);
      }
    }
  }
  const endsAt = intent.complimentary ? null : !paidBySubscription && intent.paidUntil && intent.paidUntil > now ? intent.paidUntil : undefined;
  if (endsAt !== undefined && !(member && grantCovers(member, endsAt))) {
    plan.grant = { endsAt };
    plan.steps.push(`complimentary Pro ${endsAt ? `until ${day(endsAt)}` : 'until revoked'}`);
  }
  if (!member && plan.steps.length === 0) plan.steps.push(intent.paidUntil && !paidBySubscription ? `Basic (paid-up date ${day(intent.paidUntil)} has passed)` : 'Basic');
  return { plan };
}

async function applyPlan(ctx: AppContext, email: string, intent: ImportIntent, plan: Plan, sendEmails: boolean): Promise<string[]> {
  return ctx.database.db.transaction(async (tx) => {
    const member = plan.member ?? (await createImportedMember(ctx, tx, { email, name: intent.name }));
    const changed: string[] = [];
    if (plan.link) changed.push(...(await linkCustomerAndSync(ctx, tx, member.id, plan.link)));
    if (plan.grant) await grantComplimentaryInTransaction(ctx, tx, { userId: member.id, grantedBy: null, endsAt: plan.grant.endsAt }, { notify: sendEmails });
    return changed;
  });
}

async function importRow(ctx: AppContext, log: FastifyBaseLogger, row: ImportRow, options: { apply: boolean; sendEmails: boolean }, now: Date): Promise<ImportRowReport> {
  const report = (outcome: ImportRowReport['outcome'], detail: string): ImportRowReport => ({ line: row.line, email: row.email, outcome, detail });
  if ('problem' in row) return report('skipped', row.problem);
  try {
    const planned = await planRow(ctx, row, now);
    if ('skip' in planned) return report('skipped', planned.skip);
    const { plan } = planned;
    if (plan.member && plan.steps.length === 0) return report('unchanged', 'already as in the file');
    if (options.apply && (plan.link || plan.grant || !plan.member)) await applyPlan(ctx, row.email, row.intent, plan, options.sendEmails);
    return report(plan.member ? 'updated' : 'created', plan.steps.join('; '));
  } catch (err) {
    log.warn({ err, line: row.line }, 'member import row failed');
    return report('skipped', `failed, nothing of this row was changed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Reads the file and plans (dry run) or imports every row, one at a time; the report has a line per row. */
export async function runMemberImport(
  ctx: AppContext,
  log: FastifyBaseLogger,
  file: Buffer,
  options: { apply: boolean; sendEmails: boolean },
  now = new Date(),
): Promise<MemberImportReport> {
  const { format, rows } = readImportFile(file);
  const reports: ImportRowReport[] = [];
  for (const row of rows) reports.push(await importRow(ctx, log, row, options, now));
  const count = (outcome: ImportRowReport['outcome']) => reports.filter((report) => report.outcome === outcome).length;
  return {
    format,
    applied: options.apply,
    rows: reports,
    counts: { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), skipped: count('skipped') },
  };
}
