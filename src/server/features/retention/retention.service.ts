import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { grantsPro } from '../../../shared/features/subscription.schema.js';
import {
  RENEWAL_REMINDER_DAYS,
  RETENTION_MESSAGES,
  retentionOfferSummary,
  type PresentedOffer,
  type RetentionSettings,
  type RetentionSettingsInput,
} from '../../../shared/features/retention.schema.js';
import type { AppContext } from '../../app-context.js';
import { conflict, paymentProviderError } from '../../errors.js';
import { presentWinBack, saveWinBack } from './win-back.service.js';
import { countOffers, findOpenOffer, findRetentionSettings, listSubscriptionStatuses, markOfferAccepted, recordOfferShown, saveRetentionSettings } from './retention.repo.js';

export async function getRetentionSettings(ctx: AppContext): Promise<RetentionSettings> {
  const row = await findRetentionSettings(ctx.database.db);
  const offer = row?.couponId && row.percentOff !== null && row.durationInMonths !== null ? { percentOff: row.percentOff, durationInMonths: row.durationInMonths } : null;
  return {
    offer,
    renewalReminderDays: row?.renewalReminderDays ?? RENEWAL_REMINDER_DAYS.default,
    ...(await countOffers(ctx.database.db)),
    winBack: await presentWinBack(ctx, row),
  };
}

/**
 * Saves the owner's choice. A changed offer is a new coupon at the provider
 * (coupons cannot change their terms); the same terms keep the coupon members were shown.
 */
export async function setRetentionSettings(ctx: AppContext, input: RetentionSettingsInput): Promise<RetentionSettings> {
  const current = await findRetentionSettings(ctx.database.db);
  const { offer } = input;
  let couponId: string | null = null;
  if (offer) {
    const unchanged = current?.couponId && current.percentOff === offer.percentOff && current.durationInMonths === offer.durationInMonths;
    couponId = unchanged
      ? current.couponId
      : (
          await ctx.payments
            .createRetentionCoupon({ ...offer, idempotencyKey: `retention-coupon-${offer.percentOff}-${offer.durationInMonths}-${Date.now()}` })
            .catch(() => {
              throw paymentProviderError(RETENTION_MESSAGES.acceptFailed);
            })
        ).id;
  }
  await saveRetentionSettings(ctx.database.db, {
    couponId,
    percentOff: offer?.percentOff ?? null,
    durationInMonths: offer?.durationInMonths ?? null,
    renewalReminderDays: input.renewalReminderDays,
  });
  if (input.winBack !== undefined) await saveWinBack(ctx, current, input.winBack);
  return getRetentionSettings(ctx);
}

/** The member's live, paying subscription (not one already set to end). */
async function liveSubscriptionOf(ctx: AppContext, user: CurrentUser) {
  const live = (await listSubscriptionStatuses(ctx.database.db, user.id)).find((s) => grantsPro(s.status));
  return live && user.subscriptionStatus === 'active' ? live : undefined;
}

/**
 * The member pressed Cancel Subscription: the offer, once. Recorded as shown
 * before it is answered, so a reload or a second press goes straight to the spec's cancel confirmation.
 */
export async function presentOffer(ctx: AppContext, user: CurrentUser): Promise<PresentedOffer> {
  const settings = await findRetentionSettings(ctx.database.db);
  if (!settings?.couponId || settings.percentOff === null || settings.durationInMonths === null) return { offer: null };
  if (!(await liveSubscriptionOf(ctx, user))) return { offer: null };
  if (!(await recordOfferShown(ctx.database.db, user.id, settings.couponId))) return { offer: null };
  const offer = { percentOff: settings.percentOff, durationInMonths: settings.durationInMonths };
  return { offer: { ...offer, summary: retentionOfferSummary(offer) } };
}

/** Takes the offer: the coupon on the running subscription (its next invoices charge less), counted as accepted. */
export async function acceptOffer(ctx: AppContext, log: FastifyBaseLogger, user: CurrentUser): Promise<{ message: string }> {
  const couponId = await findOpenOffer(ctx.database.db, user.id);
  const live = await liveSubscriptionOf(ctx, user);
  if (!couponId || !live) throw conflict('no_offer', RETENTION_MESSAGES.noOffer);
  try {
    // One key per member: a retried press applies it once.
    await ctx.payments.applySubscriptionDiscount(live.id, couponId, `retention-${user.id}`);
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'applying the retention offer failed');
    throw paymentProviderError(RETENTION_MESSAGES.acceptFailed);
  }
  await markOfferAccepted(ctx.database.db, user.id);
  return { message: RETENTION_MESSAGES.accepted };
}

/** What the subscription webhook calls for `invoice.upcoming`. */
export { upcomingRenewal } from './renewal-reminder.service.js';
/** The win-back e-mail's opt-out link. */
export { optOutOfWinBack } from './win-back.service.js';
