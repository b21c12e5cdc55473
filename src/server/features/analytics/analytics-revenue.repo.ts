import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { REVENUE_TEXTS, type Revenue } from '../../../shared/features/analytics.schema.js';
import { retentionOffers, retentionSettings, winBackSends } from '../retention/retention.table.js';
import { subscriptionDiscounts, subscriptions } from '../subscription/subscription.table.js';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** Statuses of a subscription that is paid for (a failed renewal the provider is retrying still counts). */
const PAYING = sql`('active', 'past_due')`;
/** Reasons the provider gives when a subscription ended without the member asking. */
const INVOLUNTARY = sql`('payment_failed', 'payment_disputed')`;

export interface PayingSubscription {
  id: string;
  priceCents: number | null;
  planInterval: string | null;
  percentOff: number | null;
  amountOffCents: number | null;
}

/**
 * Every paying subscription with each discount that applies at `now` (one row per discount, or one
 * without). A discount for the first payment only (`once`) takes nothing off what recurs.
 */
export async function payingSubscriptions(db: Db, now: Date): Promise<PayingSubscription[]> {
  const result = await db.execute(sql`
    select s.id, s.price_cents as "priceCents", s.plan_interval as "planInterval",
      d.percent_off as "percentOff", d.amount_off_cents as "amountOffCents"
    from ${subscriptions} s
      left join ${subscriptionDiscounts} d on d.subscription_id = s.id and d.removed_at is null
        and d.duration <> 'once' and d.started_at <= ${now} and (d.ends_at is null or d.ends_at > ${now})
    where s.status in ${PAYING}
    order by s.id, d.started_at
  `);
  return rowsOf<PayingSubscription>(result);
}

export type SubscriptionCounts = Omit<Revenue, 'from' | 'to' | 'mrrCents' | 'arrCents' | 'redemptions' | 'trials' | 'churn'> & {
  trialsEnded: number;
  trialsConverted: number;
  voluntary: number;
  involuntary: number;
  payingAtStart: number;
};

/**
 * Trials now; trials that ended from `start` to `now` and those that became paid (running after the
 * trial, or ended later for a reason other than a failed payment); paying subscriptions that ended in
 * the range (a trial canceled before its first charge never paid, so is not churn), by reason; and
 * those that were paid for at `start`.
 */
export async function subscriptionCounts(db: Db, start: Date, now: Date): Promise<SubscriptionCounts> {
  const trialEnded = sql`trial_end >= ${start} and trial_end <= ${now}`;
  const churned = sql`ended_at >= ${start} and ended_at <= ${now} and (trial_end is null or ended_at > trial_end)`;
  const result = await db.execute(sql`
    select
      count(*) filter (where status = 'trialing')::int as "activeTrials",
      count(*) filter (where ${trialEnded})::int as "trialsEnded",
      count(*) filter (where ${trialEnded} and (status in ${PAYING}
        or (ended_at > trial_end and coalesce(end_reason, '') not in ${INVOLUNTARY})))::int as "trialsConverted",
      count(*) filter (where ${churned} and coalesce(end_reason, '') not in ${INVOLUNTARY})::int as "voluntary",
      count(*) filter (where ${churned} and end_reason in ${INVOLUNTARY})::int as "involuntary",
      count(*) filter (where started_at < ${start} and (trial_end is null or trial_end <= ${start})
        and (ended_at is null or ended_at >= ${start}))::int as "payingAtStart"
    from ${subscriptions}
  `);
  return rowsOf<SubscriptionCounts>(result)[0]!;
}

/**
 * Offers taken from `start` to `now`: each discount started on a subscription, named by its coupon (a
 * code's text; the retention offer; the win-back code), and the trials and yearly plans started;
 * most taken first, then by name.
 */
export async function redemptionsBetween(db: Db, start: Date, now: Date): Promise<Revenue['redemptions']> {
  const result = await db.execute(sql`
    with taken as (
      select d.offer,
        case
          when d.coupon_id in (select coupon_id from ${retentionOffers}) then 'retention'
          when d.offer in (select code from ${winBackSends} union all select win_back_code from ${retentionSettings} where win_back_code is not null) then 'win_back'
          else 'code'
        end as kind
      from ${subscriptionDiscounts} d
      where d.started_at >= ${start} and d.started_at <= ${now}
      union all
      select ${REVENUE_TEXTS.trialOffer}, 'trial' from ${subscriptions}
      where trial_end is not null and started_at >= ${start} and started_at <= ${now}
      union all
      select ${REVENUE_TEXTS.yearlyPlanOffer}, 'yearly_plan' from ${subscriptions}
      where plan_interval = 'year' and started_at >= ${start} and started_at <= ${now}
    )
    select offer, kind, count(*)::int as redemptions from taken group by offer, kind
  `);
  return rowsOf<Revenue['redemptions'][number]>(result).sort((a, b) => b.redemptions - a.redemptions || (a.offer < b.offer ? -1 : a.offer > b.offer ? 1 : 0));
}
