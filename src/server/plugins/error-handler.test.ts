import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.js';
import { conflict } from '../errors.js';
import { signInBasic } from '../test-support/people.js';
import { sameOriginHeaders } from '../test-support/sign-in.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';

const config = testConfig();

describe('bad input gets a clear 4xx with a stable code, never a 500', () => {
  let app: FastifyInstance;
  /** What a same-site browser sends with a state-changing request (the CSRF contract). */
  const browser = () => sameOriginHeaders(app);
  beforeAll(async () => {
    app = await createTestApp(config, (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      api.post('/api/probe/echo', { schema: { body: z.object({ name: z.string().min(1) }) } }, async (req) => req.body);
      api.get('/api/probe/conflict', async () => {
        throw conflict('username_taken', 'Username already taken. Please choose another one.');
      });
      api.get('/api/probe/crash', async () => {
        throw new Error('secret internal detail at /srv/site/db.ts:42');
      });
    });
  });
  afterAll(async () => app.close());

  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
    return body;
  };

  it('accepts a good request', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo', headers: browser(), payload: { name: 'Ada' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ada' });
  });

  it('unknown API route → 404 not_found', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/nothing-here' }), 404, 'not_found');
    expectError(await app.inject({ method: 'DELETE', url: '/api/nothing-here', headers: browser() }), 404, 'not_found');
  });

  it('malformed JSON → 400 invalid_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { ...browser(), 'content-type': 'application/json' },
      payload: '{"name": "Ada"',
    });
    expectError(res, 400, 'invalid_json');
  });

  it('a body that breaks the schema → 400 validation_failed naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/echo', headers: browser(), payload: { name: '' } });
    const body = expectError(res, 400, 'validation_failed');
    expect(body.issues?.[0]?.path).toBe('body.name');
  });

  it('oversized body → 413 payload_too_large', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: browser(),
      payload: { name: 'x'.repeat(300 * 1024) },
    });
    expectError(res, 413, 'payload_too_large');
  });

  it('wrong content type → 415 unsupported_media_type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { ...browser(), 'content-type': 'application/xml' },
      payload: '<name>Ada</name>',
    });
    expectError(res, 415, 'unsupported_media_type');
  });

  it('a service error keeps its status, code and message', async () => {
    const body = expectError(await app.inject({ method: 'GET', url: '/api/probe/conflict' }), 409, 'username_taken');
    expect(body.message).toBe('Username already taken. Please choose another one.');
  });

  it('an unexpected failure → 500 internal_error without leaking details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expectError(res, 500, 'internal_error');
    expect(res.body).not.toMatch(/secret internal detail|db\.ts|at .*:\d+/);
  });

  it('a text PostgreSQL cannot store (a NUL character) → 400 invalid_text, not a 500', async () => {
    const member = await signInBasic(app, 'nul-text@example.com');
    const res = await app.inject({ method: 'GET', url: '/api/custom-orders/confirmation?sessionId=%00', headers: member.headers });
    expectError(res, 400, 'invalid_text');
  });
});
