import { ANALYTICS_RANGES, type AnalyticsRange, type Revenue } from '../../../shared/features/analytics.schema.js';
import { PRO_PRICE_CENTS } from '../../../shared/features/subscription.schema.js';
import type { Db } from '../../db/client.js';
import { addDays, dayOf } from './analytics-days.service.js';
import { payingSubscriptions, redemptionsBetween, subscriptionCounts, type PayingSubscription } from './analytics-revenue.repo.js';

/** A share in percent with two decimals; null when there is nothing to divide by. */
function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;
}

/**
 * Monthly recurring revenue, in cents (unrounded): each paying subscription's price after the
 * discounts that apply now (percent off, as the provider rounds it, then amount off, never below 0),
 * a yearly one's divided by 12. A price mirrored before prices were kept is the monthly Pro price.
 */
export function monthlyRevenue(rows: PayingSubscription[]): number {
  const bySubscription = new Map<string, PayingSubscription[]>();
  for (const row of rows) bySubscription.set(row.id, [...(bySubscription.get(row.id) ?? []), row]);
  let total = 0;
  for (const discounts of bySubscription.values()) {
    const first = discounts[0]!;
    let cents = first.priceCents ?? PRO_PRICE_CENTS;
    for (const { percentOff, amountOffCents } of discounts) {
      if (percentOff !== null) cents -= Math.round((cents * percentOff) / 100);
      else if (amountOffCents !== null) cents -= Math.min(cents, amountOffCents);
    }
    total += first.planInterval === 'year' ? cents / 12 : cents;
  }
  return total;
}

/** The owner's revenue figures for a range (the days of the analytics records: today and the ones before). */
export async function getRevenue(db: Db, range: AnalyticsRange, now = new Date()): Promise<Revenue> {
  const to = dayOf(now);
  const from = addDays(to, 1 - ANALYTICS_RANGES[range]);
  const start = new Date(`${from}T00:00:00Z`);
  const [paying, counts, redemptions] = await Promise.all([payingSubscriptions(db, now), subscriptionCounts(db, start, now), redemptionsBetween(db, start, now)]);
  const mrr = monthlyRevenue(paying);
  return {
    from,
    to,
    mrrCents: Math.round(mrr),
    arrCents: Math.round(mrr * 12),
    activeTrials: counts.activeTrials,
    trials: { ended: counts.trialsEnded, converted: counts.trialsConverted, percent: percentOf(counts.trialsConverted, counts.trialsEnded) },
    churn: {
      voluntary: counts.voluntary,
      involuntary: counts.involuntary,
      payingAtStart: counts.payingAtStart,
      voluntaryPercent: percentOf(counts.voluntary, counts.payingAtStart),
      involuntaryPercent: percentOf(counts.involuntary, counts.payingAtStart),
    },
    redemptions,
  };
}
