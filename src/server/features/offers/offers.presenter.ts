import { OFFER_DURATIONS, OFFER_PLANS, type DiscountCode } from '../../../shared/features/offers.schema.js';
import { dateOfEpochSeconds } from '../../../shared/time.js';
import type { StripeCoupon, StripePromotionCode } from '../../integrations/stripe.js';

/** A promotion code with its coupon (always asked for expanded) → the owner's list row. */
export function presentDiscountCode(code: StripePromotionCode): DiscountCode {
  const coupon = code.promotion.coupon;
  if (!coupon || typeof coupon === 'string') throw new Error(`promotion code ${code.id} came without its coupon`);
  return {
    id: code.id,
    code: code.code,
    percentOff: coupon.percent_off,
    amountOffCents: coupon.amount_off,
    duration: durationOf(coupon),
    durationInMonths: coupon.duration_in_months,
    appliesTo: planOf(coupon),
    expiresAt: code.expires_at === null ? null : dateOfEpochSeconds(code.expires_at).toISOString(),
    maxRedemptions: code.max_redemptions,
    redemptions: code.times_redeemed,
    newMembersOnly: code.restrictions.first_time_transaction,
    active: code.active,
    createdAt: dateOfEpochSeconds(code.created).toISOString(),
  };
}

const durationOf = (coupon: StripeCoupon): DiscountCode['duration'] =>
  OFFER_DURATIONS.find((duration) => duration === coupon.duration) ?? 'once';

/** A coupon made elsewhere (the provider's dashboard) carries no plan: it counts as the monthly plan's, the only product. */
const planOf = (coupon: StripeCoupon): DiscountCode['appliesTo'] => OFFER_PLANS.find((plan) => plan === coupon.metadata?.plan) ?? 'monthly';
