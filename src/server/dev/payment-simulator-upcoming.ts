import { amountAfterDiscounts } from './payment-simulator-coupons.js';
import { addPeriod, type SimEvent, type SimSubscription } from './payment-simulator-objects.js';

const DAY_SECONDS = 24 * 3600;

/**
 * The simulated account's "upcoming renewal events" setting (Stripe: Billing →
 * Subscriptions and emails → days before renewal): `invoice.upcoming` goes out
 * this many days before a yearly subscription renews, unless a test or a journey sets
 * another (`setUpcomingRenewalDays`, the `upcoming-renewal-days` control).
 */
export const SIM_UPCOMING_RENEWAL_DAYS = 30;

/**
 * The upcoming invoice of a yearly subscription's next renewal, when the clock has
 * reached renewal − days and it was not announced before; null otherwise. As
 * Stripe's, it has no id: it is a preview, not an invoice yet.
 */
export function upcomingRenewalInvoice(subscription: SimSubscription, now: number, sent: readonly SimEvent[], days: number): object | null {
  const item = subscription.items.data[0];
  if (!item || item.price.recurring?.interval !== 'year') return null;
  if (subscription.status !== 'active' || subscription.cancel_at_period_end) return null;
  const renewsAt = item.current_period_end;
  if (now < renewsAt - days * DAY_SECONDS) return null;
  if (sent.some((event) => event.type === 'invoice.upcoming' && announces(event, subscription.id, renewsAt))) return null;
  const amount = amountAfterDiscounts(item.price.unit_amount, subscription.discounts ?? [], renewsAt);
  const period = { start: renewsAt, end: addPeriod(renewsAt, item.price) };
  return {
    object: 'invoice',
    customer: subscription.customer,
    status: 'draft',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    billing_reason: 'upcoming',
    currency: item.price.currency,
    created: now,
    next_payment_attempt: renewsAt,
    period_start: item.current_period_start,
    period_end: renewsAt,
    subtotal: item.price.unit_amount,
    total: amount,
    lines: {
      object: 'list',
      data: [{ object: 'line_item', amount, currency: item.price.currency, description: item.price.nickname ?? 'Subscription', quantity: 1, period }],
      has_more: false,
      url: '/v1/invoices/upcoming/lines',
    },
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    livemode: false,
  };
}

function announces(event: SimEvent, subscriptionId: string, renewsAt: number): boolean {
  const invoice = event.data.object as { parent?: { subscription_details?: { subscription?: string } }; next_payment_attempt?: number };
  return invoice.parent?.subscription_details?.subscription === subscriptionId && invoice.next_payment_attempt === renewsAt;
}
