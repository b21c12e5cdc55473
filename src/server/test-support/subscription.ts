import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AGREEMENT_VERSION, SUBSCRIPTION_PATHS } from '../../shared/features/subscription.schema.js';
import type { PaymentSimulatorStandin } from '../dev/payment-simulator-standin.js';
import { signInBasic, type Person } from './people.js';
import type { SignedIn } from './sign-in.js';

/** Test helpers for the subscription suites: the simulator, and a member going through checkout. */

export function simulatorOf(app: FastifyInstance): PaymentSimulatorStandin {
  const standin = app.paymentSimulator;
  if (!standin) throw new Error('this test needs the payment simulator (no STRIPE_SECRET_KEY)');
  return standin;
}

export async function acceptAgreement(app: FastifyInstance, who: SignedIn) {
  return app.inject({
    method: 'POST',
    url: SUBSCRIPTION_PATHS.agreement,
    headers: { ...who.headers, 'user-agent': 'TestBrowser/1.0' },
    payload: { agreementVersion: AGREEMENT_VERSION, accepted: true },
  });
}

export async function startCheckout(app: FastifyInstance, who: SignedIn, attemptId: string = randomUUID()) {
  return app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.checkout, headers: who.headers, payload: { attemptId } });
}

/** Agreement, checkout and Pay on the hosted page, without waiting for the webhooks. */
export async function payForPro(app: FastifyInstance, who: SignedIn): Promise<{ sessionId: string; successUrl: string }> {
  expect((await acceptAgreement(app, who)).statusCode).toBe(201);
  const checkout = await startCheckout(app, who);
  expect(checkout.statusCode).toBe(200);
  const { sessionId } = checkout.json() as { sessionId: string };
  const successUrl = simulatorOf(app).simulator.completeCheckout(sessionId);
  return { sessionId, successUrl };
}

/** Signs a new member in and makes them Pro through the whole checkout and webhook path. */
export async function subscribedMember(app: FastifyInstance, email: string): Promise<Person> {
  const who = await signInBasic(app, email);
  await payForPro(app, who);
  await simulatorOf(app).webhooks.settled();
  return who;
}

/** The subscription the simulator holds for a user. */
export function subscriptionIdOf(app: FastifyInstance, userId: string): string {
  const [id] = simulatorOf(app).simulator.subscriptionIdsOfUser(userId);
  if (!id) throw new Error('no live subscription in the simulator');
  return id;
}
