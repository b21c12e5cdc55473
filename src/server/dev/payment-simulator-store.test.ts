import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PATHS } from '../../shared/features/subscription.schema.js';
import { buildApp } from '../app.js';
import { simulatorOf, subscribedMember } from '../test-support/subscription.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';

/**
 * The payment simulator's state lives in the shared database (ADR 0030): what
 * a member paid through one instance, another instance's simulator knows.
 */

// Two instances share a database only on a database server.
describe.runIf(testDatabaseUrl)('the payment simulator of two instances on one database', () => {
  it('opens, through the second instance, the billing of a member who paid through the first', async () => {
    const config = testConfig();
    const first = await createTestApp(config);
    const second = await buildApp(config);
    try {
      const member = await subscribedMember(first, 'fleet-payer@example.com');
      const { simulator, store } = simulatorOf(second);
      expect(await store.run(() => simulator.subscriptionIdsOfUser(member.id))).toHaveLength(1);

      const portal = await second.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.billingPortal, headers: member.headers });
      expect(portal.statusCode, portal.body).toBe(200);
      const page = await fetch((portal.json() as { url: string }).url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('$20.00');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
