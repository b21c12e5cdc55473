import type { FastifyInstance } from 'fastify';
import type { AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { runSignInFlow } from '../test-support/sign-in.js';
import { createTestApp, testConfig, testDatabaseUrl } from '../test-support/test-app.js';
import { databaseLocalAccounts, databaseOidcAdapter, sharedSigningKey } from './local-oidc-adapter.js';
import { deleteExpiredOidcRecords, findOidcRecord, insertOidcRecordIfAbsent, upsertOidcRecord } from './local-oidc.repo.js';

/**
 * The local OpenID provider's records in the database (ADR 0030), on whichever
 * engine the suite runs: what is saved is found by id, uid and user code, used
 * codes say so, grants take their tokens with them, and expired records are
 * ignored and swept.
 */

const payload = (fields: Record<string, unknown>) => fields as AdapterPayload;

describe('the database adapter of the local OpenID provider', () => {
  let app: FastifyInstance;
  let adapter: ReturnType<typeof databaseOidcAdapter>;
  beforeAll(async () => {
    app = await createTestApp();
    adapter = databaseOidcAdapter(app.ctx.database.db);
  });
  afterAll(async () => app.close());

  it('finds a saved record by id, by uid and by user code, only under its own model', async () => {
    const interactions = adapter('Interaction');
    await interactions.upsert('int-1', payload({ uid: 'uid-1', userCode: 'CODE-1', kind: 'Interaction', params: { client_id: 'x' } }), 60);
    expect(await interactions.find('int-1')).toMatchObject({ uid: 'uid-1', params: { client_id: 'x' } });
    expect(await interactions.findByUid('uid-1')).toMatchObject({ kind: 'Interaction' });
    expect(await interactions.findByUserCode('CODE-1')).toMatchObject({ uid: 'uid-1' });
    expect(await adapter('Session').find('int-1')).toBeUndefined();
    expect(await interactions.find('missing')).toBeUndefined();
  });

  it('replaces a record saved again under the same id', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s-1', payload({ uid: 'su-1', accountId: 'first' }), 60);
    await sessions.upsert('s-1', payload({ uid: 'su-1', accountId: 'second' }), 60);
    expect(await sessions.find('s-1')).toMatchObject({ accountId: 'second' });
  });

  it('marks a consumed code, so the provider refuses it a second time', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('code-1', payload({ grantId: 'g-1' }), 60);
    expect((await codes.find('code-1'))?.consumed).toBeUndefined();
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
  });

  it('destroys one record, and revokes everything issued under a grant', async () => {
    const codes = adapter('AuthorizationCode');
    const tokens = adapter('AccessToken');
    await codes.upsert('code-2', payload({ grantId: 'g-2' }), 60);
    await tokens.upsert('at-2', payload({ grantId: 'g-2' }), 60);
    await tokens.upsert('at-3', payload({ grantId: 'g-3' }), 60);
    await tokens.destroy('at-3');
    expect(await tokens.find('at-3')).toBeUndefined();
    await codes.revokeByGrantId('g-2');
    expect(await codes.find('code-2')).toBeUndefined();
    expect(await tokens.find('at-2')).toBeUndefined();
  });

  it('ignores an expired record and sweeps it away', async () => {
    const db = app.ctx.database.db;
    const past = { grantId: null, userCode: null, uid: 'old-uid', expiresAt: new Date(Date.now() - 1000) };
    await upsertOidcRecord(db, 'Session', 'expired', { ...past, payload: { accountId: 'gone' } });
    expect(await adapter('Session').find('expired')).toBeUndefined();
    expect(await adapter('Session').findByUid('old-uid')).toBeUndefined();
    await deleteExpiredOidcRecords(db);
    // The row is gone: a record written only if absent now takes its place.
    await insertOidcRecordIfAbsent(db, 'Session', 'expired', { ...past, expiresAt: null, payload: { accountId: 'new' } });
    expect((await findOidcRecord(db, 'Session', 'expired'))?.payload).toEqual({ accountId: 'new' });
  });

  it('keeps the accounts the sign-in page let in', async () => {
    const accounts = databaseLocalAccounts(adapter, 60);
    await accounts.set('local_abc', { email: 'ada@example.com', name: null });
    expect(await accounts.get('local_abc')).toEqual({ email: 'ada@example.com', name: null });
    expect(await accounts.get('local_nobody')).toBeUndefined();
  });

  it('makes one signing key and hands the same one to every later caller', async () => {
    const first = await sharedSigningKey(app.ctx.database.db);
    const second = await sharedSigningKey(app.ctx.database.db);
    expect(first).toMatchObject({ kty: 'RSA', d: expect.any(String) });
    expect(second).toEqual(first);
  });
});

// Two instances share a database only on a database server.
describe.runIf(testDatabaseUrl)('a sign-in whose requests alternate between two instances', () => {
  it('ends in a session valid on both', async () => {
    const config = testConfig();
    const first = await createTestApp(config);
    const second = await buildApp(config);
    try {
      const { callback, jar } = await runSignInFlow(first, 'fleet-member@example.com', { roundRobin: [first, second] });
      expect(callback.statusCode, callback.body).toBe(302);
      expect(String(callback.headers.location)).not.toContain('error');
      for (const instance of [first, second]) {
        const me = await instance.inject({ method: 'GET', url: '/api/me', headers: { cookie: jar.header() } });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ email: 'fleet-member@example.com' });
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
