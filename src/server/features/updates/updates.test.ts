import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_MESSAGES } from '../../../shared/features/updates.schema.js';
import { type SignedIn, sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { signInOwner, signInBasic } from '../../test-support/people.js';

const MISSING_ID = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';

describe('latest updates', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let member: SignedIn;

  const send = (who: SignedIn | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: who?.headers ?? sameOriginHeaders(app), payload: payload as object });
  const list = async (who: SignedIn) => (await app.inject({ url: '/api/updates', headers: who.headers })).json();

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    member = await signInBasic(app, 'member@example.com');
  });
  afterAll(async () => app.close());

  it('refuses signed-out visitors (401) and non-admins (403) on every route', async () => {
    expect((await app.inject({ url: '/api/updates' })).statusCode).toBe(401);
    const body = { date: 'March 2024', update: 'Hello' };
    expect((await send(null, 'POST', '/api/admin/updates', body)).statusCode).toBe(401);
    for (const [method, url] of [['POST', '/api/admin/updates'], ['PUT', `/api/admin/updates/${MISSING_ID}`], ['DELETE', `/api/admin/updates/${MISSING_ID}`]] as const) {
      const res = await send(member, method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('requires a date and text (trimmed), with readable messages', async () => {
    const noDate = await send(owner, 'POST', '/api/admin/updates', { date: '   ', update: 'text' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().issues).toContainEqual({ path: 'body.date', message: UPDATE_MESSAGES.dateRequired });
    const noText = await send(owner, 'POST', '/api/admin/updates', { date: 'March 2024', update: '' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().issues).toContainEqual({ path: 'body.update', message: UPDATE_MESSAGES.textRequired });
    expect((await send(owner, 'PUT', '/api/admin/updates/not-a-uuid', { date: 'a', update: 'b' })).statusCode).toBe(400);
  });

  it('adds updates newest first with a timestamp and no lastEdited', async () => {
    const first = await send(owner, 'POST', '/api/admin/updates', { date: ' March 2024 ', update: '**Bold** news' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ date: 'March 2024', update: '**Bold** news', lastEdited: null });
    expect(Date.parse(first.json().timestamp)).toBeGreaterThan(Date.now() - 60_000);
    await send(owner, 'POST', '/api/admin/updates', { date: 'April 2024', update: 'Second' });
    const entries = await list(member);
    expect(entries.map((entry: { date: string }) => entry.date)).toEqual(['April 2024', 'March 2024']);
  });

  it('edits in place: sets lastEdited, keeps timestamp and order', async () => {
    const [, march] = await list(member);
    const res = await send(owner, 'PUT', `/api/admin/updates/${march.id}`, { date: 'March 2024', update: 'Edited' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ update: 'Edited', timestamp: march.timestamp });
    expect(res.json().lastEdited).not.toBeNull();
    expect((await list(member)).map((entry: { update: string }) => entry.update)).toEqual(['Second', 'Edited']);
  });

  it('deletes, and answers 404 for an update that is not there', async () => {
    const [april] = await list(member);
    expect((await send(owner, 'DELETE', `/api/admin/updates/${april.id}`)).statusCode).toBe(204);
    expect(await list(member)).toHaveLength(1);
    const again = await send(owner, 'DELETE', `/api/admin/updates/${april.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: 'That update was not found.' });
    expect((await send(owner, 'PUT', `/api/admin/updates/${MISSING_ID}`, { date: 'a', update: 'b' })).statusCode).toBe(404);
  });
});
