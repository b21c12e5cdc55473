import type { FastifyInstance } from 'fastify';
import { simulatorOf } from './subscription.js';

/**
 * A customer of another platform's Stripe account, made in the payment
 * simulator as Stripe would hold it: with no subscription, an active one, one
 * canceled at period end (paid up until then), or one that has ended.
 */
type SimulatedSubscription = 'none' | 'active' | 'cancel_at_period_end' | 'ended';

export async function simulatedCustomer(app: FastifyInstance, email: string, subscription: SimulatedSubscription): Promise<string> {
  const { simulator, webhooks } = simulatorOf(app);
  const customerId = simulator.createCustomer({ email }).id;
  if (subscription === 'none') return customerId;
  const session = simulator.createCheckoutSession({
    mode: 'subscription',
    customer: customerId,
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 900, recurring: { interval: 'month' }, product_data: { name: 'Pro' } } }],
    success_url: 'https://elsewhere.example/thanks',
  });
  simulator.completeCheckout(String(session.id));
  const subscriptionId = String(simulator.session(String(session.id)).subscription);
  if (subscription === 'cancel_at_period_end') simulator.updateSubscription(subscriptionId, { cancel_at_period_end: true });
  if (subscription === 'ended') simulator.cancelNow(subscriptionId);
  // Their webhooks name a customer of no member yet: the site records and ignores them.
  await webhooks.settled();
  return customerId;
}
