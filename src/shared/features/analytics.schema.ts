import { z } from 'zod';

/** Analytics (SPEC §2 admin dashboard, §3 analytics record, §7 backfillAnalyticsData, §9 ranges). */

export const ANALYTICS_RANGES = { week: 7, month: 30, year: 365 } as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;
export const BACKFILL_DAYS = 30;

export const ANALYTICS_MESSAGES = {
  empty: 'No analytics data available. Click "Generate Analytics" to generate data.',
  successPrefix: 'Success! ',
  errorPrefix: 'Error: ',
} as const;

export const AnalyticsRecordSchema = z.object({
  /** The UTC day, YYYY-MM-DD; figures are the membership at the end of that day. */
  date: z.iso.date(),
  totalUsers: z.number().int().nonnegative(),
  proUsers: z.number().int().nonnegative(),
  /** Pro users per 100 users, two decimals. */
  conversionRate: z.number().nonnegative(),
  subscriptionStatuses: z.object({
    active: z.number().int().nonnegative(),
    pending_cancellation: z.number().int().nonnegative(),
    canceled: z.number().int().nonnegative(),
  }),
  /** Pro by the legacy isPro flag without the pro_user role. */
  legacyUsers: z.number().int().nonnegative(),
  /** Pro by the pro_user role. */
  rbacUsers: z.number().int().nonnegative(),
  /** Pro only by a complimentary grant from the owner (counted apart from paying members). */
  complimentaryUsers: z.number().int().nonnegative(),
  /** Monthly recurring revenue at the end of the day, in cents: subscriptions that will renew, at the Pro price. */
  mrrCents: z.number().int().nonnegative(),
  /** During the day: subscriptions started, set to cancel, and ended (churned). */
  newMembers: z.number().int().nonnegative(),
  cancelledMembers: z.number().int().nonnegative(),
  churnedMembers: z.number().int().nonnegative(),
  /** Refunds given during the day, and their total in cents. */
  refunds: z.number().int().nonnegative(),
  refundedCents: z.number().int().nonnegative(),
});
export type AnalyticsRecord = z.infer<typeof AnalyticsRecordSchema>;

export const AnalyticsQuerySchema = z.object({
  range: z.enum(Object.keys(ANALYTICS_RANGES) as [AnalyticsRange, ...AnalyticsRange[]]).default('week'),
});
export const AnalyticsListSchema = z.array(AnalyticsRecordSchema);

/** backfillAnalyticsData: payload days (30); returns message. */
export const BackfillRequestSchema = z.object({ days: z.number().int().min(1).max(365).default(BACKFILL_DAYS) });
export const BackfillResponseSchema = z.object({ message: z.string() });

const count = z.number().int().nonnegative();
/** A share in percent, two decimals; null when there is nothing to divide by. */
const percent = z.number().nonnegative().nullable();

export const OFFER_KINDS = ['code', 'retention', 'win_back', 'trial', 'yearly_plan'] as const;

/**
 * The owner's revenue figures: MRR and ARR now, trials now, and what happened in the range (the same
 * days as the records: today and the days before it, from the first day's midnight UTC until now).
 */
export const RevenueSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Paying subscriptions at their monthly equivalent after discounts (yearly / 12; trials and complimentary Pro: 0), cents. */
  mrrCents: count,
  /** 12 × MRR, cents. */
  arrCents: count,
  activeTrials: count,
  /** Trials that ended in the range, and those of them that became paid. */
  trials: z.object({ ended: count, converted: count, percent }),
  /** Paying subscriptions that ended in the range: the member canceled, or the payment failed; rates against those paying at the range's start. */
  churn: z.object({ voluntary: count, involuntary: count, payingAtStart: count, voluntaryPercent: percent, involuntaryPercent: percent }),
  /** Offers taken in the range, most taken first. */
  redemptions: z.array(z.object({ offer: z.string(), kind: z.enum(OFFER_KINDS), redemptions: count })),
});
export type Revenue = z.infer<typeof RevenueSchema>;

export const REVENUE_TEXTS = {
  title: 'Revenue',
  noTrialsEnded: 'No trials ended in this range',
  noRedemptions: 'No offers redeemed in this range',
  trialOffer: 'Free trial',
  yearlyPlanOffer: 'Yearly plan',
} as const;

export const ANALYTICS_PATHS = {
  list: '/api/admin/analytics',
  revenue: '/api/admin/analytics/revenue',
  backfill: '/api/admin/analytics/backfill',
} as const;
