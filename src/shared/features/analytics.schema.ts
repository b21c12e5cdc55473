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

export const ANALYTICS_PATHS = {
  list: '/api/admin/analytics',
  backfill: '/api/admin/analytics/backfill',
} as const;
