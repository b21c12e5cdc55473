import type { SimPrice } from './payment-simulator-objects.js';

/**
 * What a price change costs now, as Stripe prorates it: the unused part of the current period is
 * credited at the old price. Changing how often it bills (month ↔ year) starts a new period now,
 * charged in full less that credit; keeping the interval charges the difference for the rest of
 * the period. Negative: a credit the customer's next invoices use up.
 */
export function prorationCents(old: SimPrice, next: SimPrice, period: { start: number; end: number }, now: number): number {
  const unused = Math.max(0, Math.min(1, (period.end - now) / (period.end - period.start)));
  const credit = Math.round(old.unit_amount * unused);
  if (old.recurring?.interval !== next.recurring?.interval) return next.unit_amount - credit;
  return Math.round(next.unit_amount * unused) - credit;
}
