import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiPath } from '../../shared/api-paths.js';
import { CUSTOM_ORDER_PATHS, type CreateRequest } from '../../shared/features/custom-orders.schema.js';
import { multipartBody } from './multipart.js';
import type { Person } from './people.js';
import { simulatorOf } from './subscription.js';

/** Test helpers for the custom-orders suites: a request, its payment, and the admin's delivery. */

export const CHOICES = { topOutfit: 'polo', outfit: 'chino_shorts', pose: 'front_flex' } as const;

export function requestBody(overrides: Partial<CreateRequest> = {}): CreateRequest {
  return { ...CHOICES, attemptId: randomUUID(), ...overrides };
}

export function createRequest(app: FastifyInstance, who: Pick<Person, 'headers'>, body: unknown = requestBody()) {
  return app.inject({ method: 'POST', url: CUSTOM_ORDER_PATHS.requests, headers: who.headers, payload: body as object });
}

export interface Started {
  requestId: string;
  requestNumber: string;
  sessionId: string;
  url: string;
}

export async function startRequest(app: FastifyInstance, who: Person, body = requestBody()): Promise<Started> {
  const res = await createRequest(app, who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Started>();
}

/** Requests, presses Pay on the hosted page and waits for the webhook. */
export async function paidRequest(app: FastifyInstance, who: Person, body = requestBody()): Promise<Started> {
  const started = await startRequest(app, who, body);
  simulatorOf(app).simulator.completeCheckout(started.sessionId);
  await simulatorOf(app).webhooks.settled();
  return started;
}

export async function fulfil(app: FastifyInstance, who: Pick<Person, 'headers'>, requestId: string, data: Buffer, filename = 'build.jpg', type = 'image/jpeg') {
  const { payload, headers } = await multipartBody({ image: { data, filename, type } });
  return app.inject({ method: 'POST', url: apiPath(CUSTOM_ORDER_PATHS.fulfil, { requestId }), headers: { ...who.headers, ...headers }, payload });
}

export const confirmation = (app: FastifyInstance, who: Pick<Person, 'headers'>, sessionId: string) =>
  app.inject({ url: `${CUSTOM_ORDER_PATHS.confirmation}?sessionId=${encodeURIComponent(sessionId)}`, headers: who.headers });
export const track = (app: FastifyInstance, who: Pick<Person, 'headers'>) => app.inject({ url: CUSTOM_ORDER_PATHS.requests, headers: who.headers });
export const purchased = (app: FastifyInstance, who: Pick<Person, 'headers'>) => app.inject({ url: CUSTOM_ORDER_PATHS.purchased, headers: who.headers });
export const pending = (app: FastifyInstance, who: Pick<Person, 'headers'>) => app.inject({ url: CUSTOM_ORDER_PATHS.pending, headers: who.headers });
