import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.js';
import type { LocalAccount, LocalAccounts } from './local-oidc-login.js';
import {
  consumeOidcRecord,
  deleteExpiredOidcRecords,
  destroyOidcRecord,
  findOidcRecord,
  findOidcRecordByUid,
  findOidcRecordByUserCode,
  insertOidcRecordIfAbsent,
  revokeOidcGrant,
  upsertOidcRecord,
  type OidcRecord,
} from './local-oidc.repo.js';

/**
 * oidc-provider's storage adapter over the app's database, in place of its
 * in-memory one: a sign-in started on one instance of a fleet goes on, with
 * the same interaction, session, grant and code, on whichever instance the
 * next request reaches (ADR 0030).
 */

const SIGNING_KEY = { model: 'SigningKey', id: 'RS256' };

/** Expired rows are removed at most this often per process, on a write. */
const SWEEP_EVERY_MS = 60_000;

const payloadOf = (record: OidcRecord | undefined): AdapterPayload | undefined =>
  record ? ({ ...record.payload, ...(record.consumedAt ? { consumed: Math.floor(record.consumedAt.getTime() / 1000) } : {}) } as AdapterPayload) : undefined;

/** One factory per app (its database); the provider calls it once per model name. */
export function databaseOidcAdapter(db: Db): (model: string) => Adapter {
  let lastSweep = 0;
  const sweepNowAndThen = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await deleteExpiredOidcRecords(db);
  };
  return (model) => ({
    async upsert(id, payload, expiresIn) {
      await sweepNowAndThen();
      await upsertOidcRecord(db, model, id, {
        payload: { ...payload },
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    },
    find: async (id) => payloadOf(await findOidcRecord(db, model, id)),
    findByUid: async (uid) => payloadOf(await findOidcRecordByUid(db, model, uid)),
    findByUserCode: async (userCode) => payloadOf(await findOidcRecordByUserCode(db, model, userCode)),
    consume: (id) => consumeOidcRecord(db, model, id),
    destroy: (id) => destroyOidcRecord(db, model, id),
    revokeByGrantId: (grantId) => revokeOidcGrant(db, grantId),
  });
}

/**
 * The provider's RS256 signing key, made by the first instance to start and
 * read by every other, so an ID token signed by one instance verifies on all.
 */
export async function sharedSigningKey(db: Db): Promise<JsonWebKey> {
  const stored = await findOidcRecord(db, SIGNING_KEY.model, SIGNING_KEY.id);
  if (stored) return stored.payload as JsonWebKey;
  const made = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  await insertOidcRecordIfAbsent(db, SIGNING_KEY.model, SIGNING_KEY.id, { payload: { ...made }, grantId: null, userCode: null, uid: null, expiresAt: null });
  // Another instance may have stored its key first: everyone uses the stored one.
  return (await findOidcRecord(db, SIGNING_KEY.model, SIGNING_KEY.id))!.payload as JsonWebKey;
}

/** The accounts the sign-in page let in, kept as the provider's other records are, for `lifetimeSeconds`. */
export function databaseLocalAccounts(adapter: (model: string) => Adapter, lifetimeSeconds: number): LocalAccounts {
  const records = adapter('LocalAccount');
  return {
    get: async (subject) => {
      const found = await records.find(subject);
      return found ? { email: String(found.email), name: typeof found.name === 'string' ? found.name : null } : undefined;
    },
    set: (subject, account: LocalAccount) => records.upsert(subject, { ...account } as AdapterPayload, lifetimeSeconds).then(() => undefined),
  };
}
