import { fromEpochSeconds as fromSeconds } from '../../../shared/time.js';
import type { Tx } from '../../db/client.js';
import type { StripeCoupon, StripeSubscription } from '../../integrations/stripe.js';
import { periodOf } from '../../integrations/stripe-objects.js';
import { mirrorDiscounts, upsertSubscription } from './subscription.repo.js';

/**
 * One subscription as the provider lists it, written to the mirror with its discounts: what the
 * owner's revenue figures read (price, trial end, why it ended, the discounts and when they end).
 */
export async function mirrorSubscription(tx: Tx, userId: string, customerId: string, s: StripeSubscription): Promise<{ statusChanged: boolean }> {
  const item = s.items.data[0];
  const result = await upsertSubscription(tx, {
    id: s.id,
    userId,
    customerId,
    status: s.status,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    startedAt: fromSeconds(s.start_date)!,
    currentPeriodEnd: fromSeconds(periodOf(s)?.end),
    planInterval: item?.price.recurring?.interval ?? null,
    endedAt: fromSeconds(s.ended_at),
    priceCents: item?.price.unit_amount ?? null,
    trialEnd: fromSeconds(s.trial_end),
    endReason: s.ended_at === null ? null : (s.cancellation_details?.reason ?? null),
  });
  await mirrorDiscounts(tx, s.id, discountRows(userId, s));
  return result;
}

/** The subscription's discounts that the provider expanded (the list asks for them). */
function discountRows(userId: string, s: StripeSubscription) {
  return (s.discounts ?? []).flatMap((discount) => {
    if (typeof discount === 'string') return [];
    // Older saved simulator states name the coupon only where Stripe's API used to.
    const coupon = (discount.source as typeof discount.source | undefined)?.coupon ?? (discount as { coupon?: StripeCoupon }).coupon;
    if (!coupon || typeof coupon === 'string') return [];
    const promotionCode = discount.promotion_code;
    return [
      {
        id: discount.id,
        subscriptionId: s.id,
        userId,
        couponId: coupon.id,
        offer: coupon.name ?? coupon.id,
        promotionCodeId: typeof promotionCode === 'string' ? promotionCode : (promotionCode?.id ?? null),
        percentOff: coupon.percent_off,
        amountOffCents: coupon.amount_off,
        duration: coupon.duration,
        startedAt: fromSeconds(discount.start)!,
        endsAt: fromSeconds(discount.end),
      },
    ];
  });
}
