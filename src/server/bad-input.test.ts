import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './test-support/test-app.js';
import { multipartBody } from './test-support/multipart.js';
import { signInAs, type Account } from './test-support/tier-accounts.js';

/**
 * The inputs an outside test found answered with 500, each as a class: every
 * upload form with a body that cannot be parsed, usernames the rules refuse, and
 * a shared schema checked inside a service.
 */

const UPLOAD_ROUTES: { method: 'POST' | 'PUT'; url: () => string; as: 'admin' | 'basic' }[] = [
  { method: 'POST', url: () => '/api/galleries/gallery_sunsets/images', as: 'admin' },
  { method: 'PUT', url: () => '/api/me/profile', as: 'basic' },
  { method: 'POST', url: () => '/api/admin/affiliate-links', as: 'admin' },
  { method: 'PUT', url: () => `/api/admin/affiliate-links/${randomUUID()}`, as: 'admin' },
  { method: 'POST', url: () => `/api/admin/custom-orders/${randomUUID()}/fulfil`, as: 'admin' },
];

async function malformedBodies(): Promise<{ label: string; contentType: string; payload: Buffer }[]> {
  const whole = await multipartBody({ image: { data: Buffer.alloc(2000, 7), filename: 'a.jpg', type: 'image/jpeg' }, username: 'someone' });
  const contentType = whole.headers['content-type']!;
  const boundary = contentType.split('boundary=')[1]!;
  return [
    { label: 'cut in the middle of the file', contentType, payload: whole.payload.subarray(0, whole.payload.length / 2) },
    { label: 'cut before the closing boundary', contentType, payload: whole.payload.subarray(0, whole.payload.length - 8) },
    { label: 'no boundary in the content type', contentType: 'multipart/form-data', payload: whole.payload },
    { label: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: whole.payload },
    { label: 'a boundary the body does not use', contentType: 'multipart/form-data; boundary=other', payload: whole.payload },
    { label: 'broken part headers', contentType, payload: Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`) },
    { label: 'an empty body', contentType, payload: Buffer.alloc(0) },
    { label: 'random bytes', contentType, payload: Buffer.from(Array.from({ length: 500 }, (_, i) => (i * 37) % 256)) },
  ];
}

describe('bad input gets a 4xx with { code, message }', () => {
  let app: FastifyInstance;
  const accounts = {} as Record<'admin' | 'basic', Account>;

  beforeAll(async () => {
    app = await createTestApp(undefined, (probe) => {
      // A service that validates with a shared schema and lets the ZodError fly.
      probe.post('/api/test-probe/zod', async (request) => z.object({ name: z.string().max(3) }).parse(request.body));
    });
    accounts.admin = await signInAs(app, 'admin');
    accounts.basic = await signInAs(app, 'basic', 'bad-input');
  }, 180_000);
  afterAll(async () => app.close());

  it('refuses every malformed multipart body on every upload route', async () => {
    const bodies = await malformedBodies();
    expect(bodies.length).toBeGreaterThan(0);
    for (const route of UPLOAD_ROUTES) {
      for (const body of bodies) {
        const res = await app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...accounts[route.as].headers, 'content-type': body.contentType },
          payload: body.payload,
        });
        const where = `${route.method} ${route.url()} with ${body.label}`;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, where).toBeLessThan(500);
        // Refused by the form reader itself, not by a check in front of it.
        expect(res.json(), where).toMatchObject({ code: expect.stringMatching(/^(malformed_upload|unsupported_media_type|no_file|nothing_to_update|validation_failed)$/), message: expect.any(String) });
      }
    }
  });

  it('says what is wrong with an upload cut short', async () => {
    const [cut] = await malformedBodies();
    const res = await app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...accounts.basic.headers, 'content-type': cut!.contentType }, payload: cut!.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'malformed_upload', message: 'The profile upload could not be read: it is incomplete or malformed. Please try again.' });
  });

  it.each([
    ['too long', 'x'.repeat(41), 'Username must be at most 40 characters'],
    ['a control character', 'bad\u0007name', 'Username cannot contain control characters'],
    ['a line break', 'two\nlines', 'Username cannot contain control characters'],
    ['a zero-width format character', 'in\u200bvisible', 'Username cannot contain control characters'],
  ])('refuses a username with %s on the profile form and on the availability check', async (_label, username, message) => {
    const form = await multipartBody({ username });
    const update = await app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...accounts.basic.headers, ...form.headers }, payload: form.payload });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ code: 'invalid_username', message });

    const check = await app.inject({ url: `/api/me/username-available?username=${encodeURIComponent(username)}`, headers: accounts.basic.headers });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('turns a schema check inside a service into a 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test-probe/zod', headers: accounts.basic.headers, payload: { name: 'too long' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'name' }] });
  });
});
