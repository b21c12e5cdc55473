import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { offerPriceSummary, shareLinkPath } from '../../../shared/features/offers.schema.js';
import { RETENTION_MESSAGES, RETENTION_PATHS, retentionOfferSummary, type RetentionSettings, type WinBackInput } from '../../../shared/features/retention.schema.js';
import { PRO_PRICE_CENTS } from '../../../shared/features/subscription.schema.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, paymentProviderError } from '../../errors.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { createDiscountCode } from '../offers/offers.service.js';
import { findRetentionSettings, type RetentionSettingsRow } from './retention.repo.js';
import { claimWinBack, countWinBacks, findLapsedMembers, recordWinBackOptOut, saveWinBackSettings } from './win-back.repo.js';

const DAY_MS = 24 * 3600 * 1000;
/**
 * A member whose Pro ended up to this many days before the owner's day still gets the e-mail
 * (the site was down, the job paused); older lapses do not, so turning win-back on does not
 * write to everyone who ever left.
 */
export const WIN_BACK_CATCH_UP_DAYS = 7;
/** Members handled per run; the next run takes the rest. */
const WIN_BACK_BATCH = 200;

/** The owner's win-back as the settings show it, with the counts; null while never set. */
export async function presentWinBack(ctx: AppContext, row: RetentionSettingsRow | undefined): Promise<RetentionSettings['winBack']> {
  if (!row?.winBackCode || row.winBackPercentOff === null || row.winBackDurationInMonths === null) return null;
  const counts = await countWinBacks(ctx.database.db);
  // The provider counts the code's redemptions, as it does for every discount code.
  const code = await ctx.payments.findDiscountCode(row.winBackCode);
  return {
    enabled: row.winBackEnabled,
    daysAfterEnd: row.winBackDays,
    offer: { percentOff: row.winBackPercentOff, durationInMonths: row.winBackDurationInMonths },
    code: row.winBackCode,
    redeemed: code?.times_redeemed ?? 0,
    ...counts,
  };
}

/**
 * Saves the owner's win-back. A new offer is a new discount code at the provider (for either plan,
 * for anyone); the previous code stays active, so e-mails already sent keep working.
 */
export async function saveWinBack(ctx: AppContext, current: RetentionSettingsRow | undefined, input: WinBackInput | null): Promise<void> {
  if (!input) {
    await saveWinBackSettings(ctx.database.db, { winBackEnabled: false, winBackDays: current?.winBackDays ?? 30, winBackPercentOff: null, winBackDurationInMonths: null, winBackCode: null });
    return;
  }
  const { offer } = input;
  const unchanged = current?.winBackCode && current.winBackPercentOff === offer.percentOff && current.winBackDurationInMonths === offer.durationInMonths;
  const code = unchanged ? current.winBackCode : await createWinBackCode(ctx, input);
  await saveWinBackSettings(ctx.database.db, {
    winBackEnabled: input.enabled,
    winBackDays: input.daysAfterEnd,
    winBackPercentOff: offer.percentOff,
    winBackDurationInMonths: offer.durationInMonths,
    winBackCode: code,
  });
}

async function createWinBackCode(ctx: AppContext, input: WinBackInput): Promise<string> {
  const code = `COMEBACK-${randomBytes(4).toString('hex').toUpperCase()}`;
  try {
    const created = await createDiscountCode(ctx, {
      code,
      percentOff: input.offer.percentOff,
      duration: 'repeating',
      durationInMonths: input.offer.durationInMonths,
      appliesTo: 'both',
      newMembersOnly: false,
    });
    return created.code;
  } catch {
    throw paymentProviderError(RETENTION_MESSAGES.winBackOfferFailed);
  }
}

/** The opt-out link's token: the member's id and a mark only this server can make. */
export function winBackOptOutToken(secret: string, userId: string): string {
  return `${userId}.${createHmac('sha256', secret).update(`win-back-opt-out:${userId}`).digest('base64url')}`;
}

export const winBackOptOutPath = (secret: string, userId: string) => `${RETENTION_PATHS.winBackOptOut}?token=${encodeURIComponent(winBackOptOutToken(secret, userId))}`;

/** Follows the opt-out link: a forged token is refused; a used one again changes nothing and says the same. */
export async function optOutOfWinBack(ctx: AppContext, token: string): Promise<string> {
  const userId = token.split('.')[0] ?? '';
  const expected = Buffer.from(winBackOptOutToken(ctx.sessionSecret, userId));
  const given = Buffer.from(token);
  if (!/^[0-9a-f-]{36}$/.test(userId) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest('opt_out_invalid', RETENTION_MESSAGES.optOutInvalid);
  }
  await recordWinBackOptOut(ctx.database.db, userId);
  return RETENTION_MESSAGES.optedOut;
}

/**
 * Queues the win-back e-mail of every member whose Pro ended the owner's days ago (ADR 0127).
 * Each member's send is claimed in the transaction that queues the e-mail, so however many
 * instances run this, and however often, a member gets it once. Returns how many were queued.
 */
export async function sendDueWinBacks(ctx: AppContext, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const settings = await findWinBackSettings(ctx);
  if (!settings) return 0;
  const until = new Date(now.getTime() - settings.days * DAY_MS);
  const from = new Date(until.getTime() - WIN_BACK_CATCH_UP_DAYS * DAY_MS);
  const lapsed = await findLapsedMembers(ctx.database.db, from, until, WIN_BACK_BATCH);
  let queued = 0;
  for (const member of lapsed) {
    const claimed = await ctx.database.db.transaction(async (tx) => {
      if (!(await claimWinBack(tx, member.userId, settings.code, member.proEndedAt))) return false;
      await enqueueNotification(ctx, tx, {
        type: 'win_back',
        userId: member.userId,
        userName: member.username,
        userEmail: member.email,
        messageText: `Come back to Pro: ${settings.summary}.`,
        data: { summary: settings.summary, priceSummary: settings.priceSummary, linkPath: shareLinkPath(settings.code), optOutPath: winBackOptOutPath(ctx.sessionSecret, member.userId) },
      });
      return true;
    });
    if (claimed) queued += 1;
  }
  if (queued > 0) log.info({ queued }, 'win-back e-mails queued');
  return queued;
}

async function findWinBackSettings(ctx: AppContext) {
  const row = await findRetentionSettings(ctx.database.db);
  if (!row?.winBackEnabled || !row.winBackCode || row.winBackPercentOff === null || row.winBackDurationInMonths === null) return null;
  const offer = { percentOff: row.winBackPercentOff, durationInMonths: row.winBackDurationInMonths };
  const priceSummary = offerPriceSummary(PRO_PRICE_CENTS, { percentOff: offer.percentOff, amountOffCents: null, duration: 'repeating', durationInMonths: offer.durationInMonths });
  return { days: row.winBackDays, code: row.winBackCode, summary: retentionOfferSummary(offer), priceSummary };
}
