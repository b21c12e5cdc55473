import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { isAdmin } from '../../shared/permissions.js';
import { forbidden, notFound } from '../errors.js';
import { requireUser, signedInUser } from '../plugins/guards.js';
import type { SimEvent } from './payment-simulator-objects.js';
import { PaymentSimulator } from './payment-simulator.js';
import { loadSimulatorState, SIM_PRICE_CUSTOM, SIM_PRICE_PRO } from './payment-simulator-state.js';
import { PaymentSimulatorStore } from './payment-simulator-store.js';
import { simulatorAddress, startSimulatorServer } from './payment-simulator-server.js';
import { WebhookSender } from './payment-simulator-webhooks.js';

/**
 * Starts the payment simulator for an app without STRIPE_SECRET_KEY: its REST
 * server on a loopback port (the SDK is pointed there), webhooks delivered to
 * the app's own webhook route in process, and the test controls under
 * /api/dev/payment-simulator. Refuses to run in production.
 */

export const SIMULATOR_CONTROLS_PREFIX = '/api/dev/payment-simulator';

export interface PaymentSimulatorStandin {
  simulator: PaymentSimulator;
  /** Where its state is kept, shared by every instance on the database. */
  store: PaymentSimulatorStore;
  webhooks: WebhookSender;
  secretKey: string;
  webhookSecret: string;
  /** The seeded $20/month and $10 one-time prices. */
  pricePro: string;
  priceCustom: string;
  endpoint: { host: string; port: number; protocol: 'http' };
  /** Stops answering API calls, as an outage of the provider would (tests of the failure paths). */
  takeOffline: () => Promise<void>;
}

export async function startPaymentSimulator(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  options: { webhookPath: string; retryDelaysMs?: number[] },
): Promise<PaymentSimulatorStandin> {
  if (config.env === 'production') throw new Error('The payment simulator never runs in production: set STRIPE_SECRET_KEY.');
  if (!config.standins.includes('payments')) throw new Error('The payment simulator runs only when STRIPE_SECRET_KEY is not set.');
  const secretKey = `sk_test_sim_${randomBytes(18).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  // Kept in the database (a test's database is fresh); a dev server's file from an earlier version is taken in once.
  const simulator = new PaymentSimulator();
  const legacyFile = config.env === 'test' ? null : path.join(config.dataDir, 'payment-simulator.json');
  // A connection of its own: the app calls the simulator from inside its transactions, as it calls Stripe.
  const side = database.openSideConnection();
  const store = await PaymentSimulatorStore.open(side.db, simulator, loadSimulatorState(legacyFile));
  const webhooks = new WebhookSender(
    webhookSecret,
    async (body, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: options.webhookPath,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        payload: body,
      });
      return response.statusCode;
    },
    app.log,
    options.retryDelaysMs,
  );
  simulator.attachWebhooks(webhooks);
  const { listenHost, pageHost } = simulatorAddress(config.publicUrl);
  const { server, port } = await startSimulatorServer(simulator, store, secretKey, listenHost);
  simulator.checkoutBaseUrl = `http://${pageHost}:${port}`;
  simulator.webhookUrl = new URL(options.webhookPath, config.publicUrl).href;
  let online = true;
  const takeOffline = async () => {
    if (online) await server.close();
    online = false;
  };
  // In this order: a request still being answered (the portal set-up at start, say) needs the connection.
  app.addHook('onClose', async () => {
    webhooks.close();
    await takeOffline();
    await side.close();
  });
  await app.register(async (scope) => registerControls(scope, simulator, store, webhooks));
  return { simulator, store, webhooks, secretKey, webhookSecret, pricePro: SIM_PRICE_PRO, priceCustom: SIM_PRICE_CUSTOM, endpoint: { host: '127.0.0.1', port, protocol: 'http' }, takeOffline };
}

const ClockSchema = z.object({ seconds: z.number().int().positive().max(10 * 366 * 24 * 3600) });
const ReleaseSchema = z.object({ order: z.union([z.enum(['as_created', 'reverse']), z.array(z.string().max(100)).max(50)]).default('as_created') });
const RedeliverSchema = z.object({ times: z.number().int().min(1).max(10).default(1) });
const UserParamsSchema = z.object({ userId: z.uuid() });
/** Whole days, with room on both sides of the reminder's 15 to 45. */
const UpcomingDaysSchema = z.object({ days: z.number().int().min(3).max(60) }).strict();
const EventParamsSchema = z.object({ eventId: z.string().max(100) });

/**
 * Test controls for journeys, only where the simulator runs. A signed-in user
 * acts on their own customer only (their events, their subscriptions, their
 * clock); an admin acts on all of them.
 */
async function registerControls(scope: FastifyInstance, simulator: PaymentSimulator, store: PaymentSimulatorStore, webhooks: WebhookSender): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const p = SIMULATOR_CONTROLS_PREFIX;
  const caller = (request: FastifyRequest) => {
    const user = signedInUser(request);
    return { id: user.id, admin: isAdmin(user) };
  };
  const visible = (request: FastifyRequest) => {
    const { id, admin } = caller(request);
    return (event: SimEvent) => admin || simulator.concernsUser(event, id);
  };
  // Each control works on the fleet's newest state (payment-simulator-store.ts).
  api.get(p, { preHandler: requireUser }, async (request) =>
    store.run(() => ({
      checkoutBaseUrl: simulator.checkoutBaseUrl,
      now: simulator.now(),
      events: simulator.events.filter(visible(request)).map((event) => ({ id: event.id, type: event.type })),
      held: webhooks.heldEvents.filter(visible(request)).map((event) => ({ id: event.id, type: event.type })),
    })),
  );
  // An admin moves the clock for everyone; anyone else moves it for their own subscriptions only.
  api.post(`${p}/clock`, { preHandler: requireUser, schema: { body: ClockSchema } }, async (request) => {
    const { id, admin } = caller(request);
    await store.run(() => (admin ? simulator.advanceClock(request.body.seconds) : simulator.advanceClockFor(id, request.body.seconds)));
    await webhooks.settled();
    return { now: await store.run(() => simulator.now()) };
  });
  // The account's setting, like the clock: one for the whole simulated account, so the owner's.
  api.post(`${p}/upcoming-renewal-days`, { preHandler: requireUser, schema: { body: UpcomingDaysSchema } }, async (request) => {
    if (!caller(request).admin) throw forbidden('Only the owner changes the payment account’s settings.');
    await store.run(() => simulator.setUpcomingRenewalDays(request.body.days));
    return { days: request.body.days };
  });
  api.post(`${p}/users/:userId/fail-renewal`, { preHandler: requireUser, schema: { params: UserParamsSchema } }, async (request) => {
    const { id, admin } = caller(request);
    if (!admin && request.params.userId !== id) throw forbidden('You can only change your own payments here.');
    const ids = await store.run(() => {
      const found = simulator.subscriptionIdsOfUser(request.params.userId);
      for (const subscriptionId of found) simulator.failNextRenewal(subscriptionId);
      return found;
    });
    return { subscriptions: ids };
  });
  // Only the callers' events are held, so journeys running beside them are not delayed.
  const holding = new Set<string>();
  api.post(`${p}/deliveries/hold`, { preHandler: requireUser }, async (request) => {
    holding.add(signedInUser(request).id);
    webhooks.hold((event) => [...holding].some((userId) => simulator.concernsUser(event, userId)));
    return { holding: true };
  });
  api.post(`${p}/deliveries/release`, { preHandler: requireUser, schema: { body: ReleaseSchema } }, async (request) => {
    const userId = signedInUser(request).id;
    holding.delete(userId);
    await webhooks.release(request.body.order, (event) => simulator.concernsUser(event, userId));
    return { holding: false };
  });
  api.post(`${p}/events/:eventId/redeliver`, { preHandler: requireUser, schema: { params: EventParamsSchema, body: RedeliverSchema } }, async (request) => {
    const event = await store.run(() => simulator.events.find((candidate) => candidate.id === request.params.eventId));
    // Someone else's event is as good as unknown.
    if (!event || !visible(request)(event)) throw notFound('That event');
    return { statuses: await webhooks.redeliver(event, request.body.times) };
  });
}
