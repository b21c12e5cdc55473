import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, signInBasic } from '../../test-support/people.js';
import { payForPro, simulatorOf, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';

/** What a retention offer builds on: a coupon put on a running subscription through the Stripe client. */
describe('a discount on a running subscription', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('charges the next renewal the discounted price ("one month free"), then the full price', async () => {
    const ada = await signInBasic(app, 'ada@example.com');
    await payForPro(app, ada);
    const { simulator, webhooks } = simulatorOf(app);
    await webhooks.settled();
    const subscriptionId = subscriptionIdOf(app, (await me(app, ada)).id);
    const coupon = simulator.coupons.createCoupon({ percent_off: '100', duration: 'once' });

    const updated = await app.ctx.payments.applySubscriptionDiscount(subscriptionId, coupon.id, 'retention-test-1');
    expect(updated.discounts).toHaveLength(1);
    // The same request again (a retry) changes nothing more.
    await app.ctx.payments.applySubscriptionDiscount(subscriptionId, coupon.id, 'retention-test-1');
    expect(simulator.coupons.coupon(coupon.id).times_redeemed).toBe(1);

    // To just past each period's end, so each renewal starts exactly a calendar month after the last.
    for (let month = 0; month < 2; month += 1) {
      simulator.advanceClock(simulator.subscription(subscriptionId).items.data[0]!.current_period_end - simulator.now() + 60);
    }
    const totals = simulator.listInvoices({ subscription: subscriptionId }).reverse().map((invoice) => invoice.total);
    // The first payment at the full price, the next month free, then the full price again.
    expect(totals).toEqual([2000, 0, 2000]);
    // The renewals' webhooks land before the app closes.
    await webhooks.settled();
  });
});
