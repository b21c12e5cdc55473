import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerCouponApi } from './payment-simulator-coupon-routes.js';
import { eventsMatching } from './payment-simulator-events.js';
import { listOf, pageOf, publicView, SimulatorError, type Json } from './payment-simulator-objects.js';
import { DECLINED_MESSAGE, renderCheckoutPage, renderMissingPage } from './payment-simulator-page.js';
import type { PaymentSimulator } from './payment-simulator.js';
import { registerPortalPages } from './payment-simulator-portal-routes.js';
import type { PaymentSimulatorStore } from './payment-simulator-store.js';

/**
 * The simulator's own HTTP server on a loopback port: the subset of Stripe's
 * REST API the app calls (form-encoded requests, JSON answers, Stripe's error
 * shape, API-key auth, idempotency keys), the hosted checkout pages, and the
 * hosted billing portal (payment-simulator-portal-routes.ts).
 */

/** Stripe's form encoding: `a[b][0][c]=v` → { a: { b: [ { c: 'v' } ] } }. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

interface Cached {
  route: string;
  status: number;
  body: unknown;
}

function handle(
  store: PaymentSimulatorStore,
  secretKey: string,
  idempotency: Map<string, Cached>,
  run: (request: FastifyRequest) => unknown,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const route = `${request.method} ${request.url}`;
    const cached = typeof key === 'string' ? idempotency.get(key) : undefined;
    if (cached) {
      if (cached.route !== route) {
        return reply.code(400).send({ error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used for the same endpoint.' } });
      }
      return reply.code(cached.status).header('idempotent-replayed', 'true').send(cached.body);
    }
    let status = 200;
    let body: unknown;
    try {
      body = await store.run(() => run(request));
    } catch (error) {
      if (!(error instanceof SimulatorError)) throw error;
      status = error.statusCode;
      body = error.toJSON();
    }
    if (typeof key === 'string') idempotency.set(key, { route, status, body });
    return reply.code(status).header('request-id', `req_sim_${Date.now()}`).send(body);
  };
}

type Params = { id: string };

function registerApi(server: FastifyInstance, simulator: PaymentSimulator, store: PaymentSimulatorStore, secretKey: string): void {
  const idempotency = new Map<string, Cached>();
  const h = (run: (request: FastifyRequest) => unknown) => handle(store, secretKey, idempotency, run);
  const body = (request: FastifyRequest) => (request.body ?? {}) as Json;
  const id = (request: FastifyRequest) => (request.params as Params).id;

  server.post('/v1/customers', h((r) => simulator.createCustomer(body(r))));
  server.get('/v1/customers/:id', h((r) => simulator.customer(id(r))));
  server.get('/v1/prices/:id', h((r) => simulator.price(id(r))));
  server.post('/v1/checkout/sessions', h((r) => simulator.createCheckoutSession(body(r))));
  server.get('/v1/checkout/sessions', h((r) => {
    const page = pageOf(simulator.listCheckoutSessions(r.query as Json), r.query as Json, '/v1/checkout/sessions');
    return { ...page, data: page.data.map(publicView) };
  }));
  server.get('/v1/checkout/sessions/:id', h((r) => publicView(simulator.session(id(r)))));
  server.get('/v1/subscriptions', h((r) => pageOf(simulator.listSubscriptions(r.query as Json), r.query as Json, '/v1/subscriptions')));
  server.get('/v1/subscriptions/:id', h((r) => simulator.subscription(id(r))));
  server.post('/v1/subscriptions/:id', h((r) => simulator.updateSubscription(id(r), body(r))));
  server.delete('/v1/subscriptions/:id', h((r) => simulator.cancelNow(id(r))));
  server.get('/v1/invoices', h((r) => listOf(simulator.listInvoices(r.query as Json), '/v1/invoices')));
  server.get('/v1/invoices/:id', h((r) => simulator.invoiceById(id(r))));
  server.get('/v1/payment_intents/:id', h((r) => simulator.paymentIntent(id(r))));
  server.get('/v1/charges/:id', h((r) => simulator.charge(id(r))));
  server.post('/v1/refunds', h((r) => simulator.createRefund(body(r))));
  server.get('/v1/refunds', h((r) => listOf(simulator.listRefunds(r.query as Json), '/v1/refunds')));
  server.get('/v1/refunds/:id', h((r) => simulator.refund(id(r))));
  server.post('/v1/billing_portal/configurations', h((r) => simulator.createPortalConfiguration(body(r))));
  server.get('/v1/billing_portal/configurations', h(() => listOf(simulator.listPortalConfigurations(), '/v1/billing_portal/configurations')));
  server.get('/v1/billing_portal/configurations/:id', h((r) => simulator.portalConfiguration(id(r))));
  server.post('/v1/billing_portal/configurations/:id', h((r) => simulator.updatePortalConfiguration(id(r), body(r))));
  server.post('/v1/billing_portal/sessions', h((r) => simulator.createPortalSession(body(r))));
  server.get('/v1/events', h((r) => pageOf(eventsMatching(simulator.events, r.query as Json), r.query as Json, '/v1/events')));
  server.get('/v1/webhook_endpoints', h(() => listOf(simulator.listWebhookEndpoints(), '/v1/webhook_endpoints')));
  server.get('/v1/events/:id', h((r) => simulator.event(id(r))));
  registerCouponApi(server, simulator, h);
}

function registerCheckoutPages(server: FastifyInstance, simulator: PaymentSimulator, store: PaymentSimulatorStore): void {
  const find = (sessionId: string) => {
    try {
      return simulator.session(sessionId);
    } catch {
      return undefined;
    }
  };
  const productName = (priceId: string) => simulator.price(priceId).nickname ?? 'Payment';
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  // Each page works on the fleet's newest state (payment-simulator-store.ts), then answers.
  server.get('/pay/:id', async (request, reply) => {
    const page = await store.run(() => {
      const session = find(id(request));
      return session ? renderCheckoutPage(session, productName(session._price)) : undefined;
    });
    return page ? html(reply, 200, page) : html(reply, 404, renderMissingPage());
  });
  server.post('/pay/:id/complete', async (request, reply) => {
    const card = String((request.body as Json | undefined)?.card ?? '').replace(/\s/g, '');
    const outcome = await store.run((): { status: number; page: string } | { redirect: string } => {
      const session = find(id(request));
      if (!session) return { status: 404, page: renderMissingPage() };
      if (card.endsWith('0002')) return { status: 402, page: renderCheckoutPage(session, productName(session._price), { field: 'card', message: DECLINED_MESSAGE }) };
      return { redirect: simulator.completeCheckout(session.id) };
    });
    return 'redirect' in outcome ? reply.redirect(outcome.redirect, 303) : html(reply, outcome.status, outcome.page);
  });
  server.post('/pay/:id/code', async (request, reply) => {
    const typed = String((request.body as Json | undefined)?.code ?? '');
    const outcome = await store.run((): { status: number; page: string } => {
      const session = find(id(request));
      if (!session) return { status: 404, page: renderMissingPage() };
      try {
        const applied = simulator.applyPromotionCode(session.id, typed);
        return { status: 200, page: renderCheckoutPage(applied, productName(applied._price)) };
      } catch (error) {
        if (!(error instanceof SimulatorError)) throw error;
        return { status: 400, page: renderCheckoutPage(session, productName(session._price), { field: 'code', message: error.message }) };
      }
    });
    return html(reply, outcome.status, outcome.page);
  });
  server.post('/pay/:id/cancel', async (request, reply) => {
    const redirect = await store.run(() => {
      const session = find(id(request));
      return session ? simulator.abandonCheckout(session.id) : undefined;
    });
    return redirect ? reply.redirect(redirect, 303) : html(reply, 404, renderMissingPage());
  });
}

const id = (request: FastifyRequest) => (request.params as Params).id;

/** Host names that mean this machine only: the simulator then stays on the loopback interface. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the simulator's pages are reached from: the host of the site's own
 * address, so a phone that opened the site by the machine's network address
 * can also open checkout and the billing portal.
 */
export function simulatorAddress(publicUrl: string): { listenHost: string; pageHost: string } {
  const { hostname } = new URL(publicUrl);
  return LOOPBACK_NAMES.has(hostname) ? { listenHost: '127.0.0.1', pageHost: '127.0.0.1' } : { listenHost: hostname.startsWith('[') ? '::' : '0.0.0.0', pageHost: hostname };
}

/** Starts the server (on an ephemeral port unless given) and returns it with its port. */
export async function startSimulatorServer(
  simulator: PaymentSimulator,
  store: PaymentSimulatorStore,
  secretKey: string,
  listenHost = '127.0.0.1',
  port = 0,
): Promise<{ server: FastifyInstance; port: number }> {
  const server = Fastify({ logger: false });
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, raw, done) => {
    done(null, parseStripeForm(String(raw)));
  });
  registerApi(server, simulator, store, secretKey);
  registerCheckoutPages(server, simulator, store);
  registerPortalPages(server, simulator, store);
  server.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url}).` } }),
  );
  await server.listen({ host: listenHost, port });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { server, port: bound };
}
