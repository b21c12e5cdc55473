import { z } from 'zod';
import { formatDollars } from '../money.js';

/** Discount codes (Admin Dashboard → Offers): each a coupon and a promotion code at the payment provider. */
export const OFFERS_PATHS = {
  /** GET (admin): every discount code with its redemptions; POST (admin): creates one. */
  codes: '/api/admin/offers/codes',
  /** POST (admin): the code can no longer be redeemed (redemptions made stay). */
  deactivate: '/api/admin/offers/codes/:id/deactivate',
  /** GET (member) ?code=: what the code gives this member, checked as at checkout but opening none. */
  check: '/api/offers/check',
} as const;

/** The share link of a code: sign-in first, then the Subscribe view with the code filled in. */
export const shareLinkPath = (code: string) => `/google-signup?code=${encodeURIComponent(code)}`;

/** Letters, digits, dash and underscore: what fits a share link unescaped and reads aloud. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
/** The plans a code may apply to: "annual" is the yearly plan. */
export const OFFER_PLANS = ['monthly', 'annual', 'both'] as const;
export const OFFER_DURATIONS = ['once', 'repeating', 'forever'] as const;
/** Stripe caps `duration_in_months` at three years. */
export const MAX_OFFER_MONTHS = 36;

export const OFFER_MESSAGES = {
  percentRange: 'Percent off must be a whole number from 1 to 100.',
  amountPositive: 'Amount off must be more than $0.',
  oneKindOfDiscount: 'Give either a percent off or an amount off, not both.',
  monthsForRepeating: 'Say for how many months (1 to 36) a repeating discount lasts.',
  monthsOnlyForRepeating: 'Months apply only to a repeating discount.',
  codeCharset: 'A code is 3 to 32 letters, digits, dashes or underscores.',
  expiryInFuture: 'The expiry must be in the future.',
  codeTaken: 'That code is already in use; choose another.',
  unknownCode: 'That discount code does not exist.',
  codeDeactivated: 'That discount code is no longer offered.',
  codeExpired: 'That discount code has expired.',
  codeUsedUp: 'That discount code has been used as many times as it may be.',
  codeOtherPlan: 'That discount code is for another plan.',
  codeNewMembersOnly: 'That discount code is for new members only.',
} as const;

export const CreateDiscountCodeSchema = z
  .object({
    code: z.string().trim().regex(DISCOUNT_CODE_PATTERN, OFFER_MESSAGES.codeCharset),
    percentOff: z.number().int(OFFER_MESSAGES.percentRange).min(1, OFFER_MESSAGES.percentRange).max(100, OFFER_MESSAGES.percentRange).optional(),
    /** In cents. */
    amountOffCents: z.number().int().positive(OFFER_MESSAGES.amountPositive).max(100_000_00).optional(),
    duration: z.enum(OFFER_DURATIONS),
    durationInMonths: z.number().int().min(1).max(MAX_OFFER_MONTHS).optional(),
    appliesTo: z.enum(OFFER_PLANS),
    /** ISO date-time; none: the code never expires. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().positive().max(1_000_000).optional(),
    newMembersOnly: z.boolean(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if ((input.percentOff === undefined) === (input.amountOffCents === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: OFFER_MESSAGES.oneKindOfDiscount });
    }
    if (input.duration === 'repeating' && input.durationInMonths === undefined) {
      ctx.addIssue({ code: 'custom', path: ['durationInMonths'], message: OFFER_MESSAGES.monthsForRepeating });
    }
    if (input.duration !== 'repeating' && input.durationInMonths !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['durationInMonths'], message: OFFER_MESSAGES.monthsOnlyForRepeating });
    }
    // Checked again on the server, against its own clock; here so the owner's form says it at once.
    if (input.expiresAt !== undefined && Date.parse(input.expiresAt) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: OFFER_MESSAGES.expiryInFuture });
    }
  });
export type CreateDiscountCode = z.infer<typeof CreateDiscountCodeSchema>;

export const DiscountCodeSchema = z.object({
  /** The promotion code's id at the provider. */
  id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  duration: z.enum(OFFER_DURATIONS),
  durationInMonths: z.number().nullable(),
  appliesTo: z.enum(OFFER_PLANS),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  redemptions: z.number(),
  newMembersOnly: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

export const DiscountCodeListSchema = z.object({ codes: z.array(DiscountCodeSchema) });
export type DiscountCodeList = z.infer<typeof DiscountCodeListSchema>;

export const DiscountCodeIdParamsSchema = z.object({ id: z.string().regex(/^promo_[A-Za-z0-9]{1,64}$/) });

export const DiscountCheckQuerySchema = z.object({
  code: z.string().trim().regex(DISCOUNT_CODE_PATTERN, OFFER_MESSAGES.unknownCode),
  /** The plan chosen in the Subscribe view: the statement is in its price and its period. */
  plan: z.enum(['monthly', 'yearly']).default('monthly'),
});

/** A code accepted for the member: the price while it lasts and after (in cents, per month or per year, as the plan bills). */
export const DiscountCheckSchema = z.object({
  code: z.string(),
  offerCents: z.number(),
  fullCents: z.number(),
  duration: z.enum(OFFER_DURATIONS),
  durationInMonths: z.number().nullable(),
  /** E.g. "$10/month for 3 months, then $20/month", "$100 for the first year, then $200/year". */
  summary: z.string(),
});
export type DiscountCheck = z.infer<typeof DiscountCheckSchema>;

/** A monthly price after a coupon, rounded as the provider rounds a percent off. */
export function discountedCents(fullCents: number, offer: Pick<DiscountCode, 'percentOff' | 'amountOffCents'>): number {
  if (offer.percentOff !== null) return fullCents - Math.round((fullCents * offer.percentOff) / 100);
  return Math.max(0, fullCents - (offer.amountOffCents ?? 0));
}

/** "$10", "$9.50". */

/** The price during the offer and after it ends, in the member's words, for a plan billed every month or every year. */
export function offerPriceSummary(
  fullCents: number,
  offer: Pick<DiscountCode, 'percentOff' | 'amountOffCents' | 'duration' | 'durationInMonths'>,
  interval: 'month' | 'year' = 'month',
): string {
  const during = formatDollars(discountedCents(fullCents, offer));
  const after = `${formatDollars(fullCents)}/${interval}`;
  if (offer.duration === 'forever') return `${during}/${interval} for as long as you stay, instead of ${after}`;
  // A repeating discount covers every invoice in its months: on a yearly plan, each year that starts within them.
  const periods = offer.duration === 'once' ? 1 : interval === 'year' ? Math.ceil((offer.durationInMonths ?? 1) / 12) : (offer.durationInMonths ?? 1);
  if (periods === 1) return `${during} for the first ${interval}, then ${after}`;
  if (interval === 'year') return `${during}/year for the first ${periods} years, then ${after}`;
  return `${during}/month for ${periods} months, then ${after}`;
}
