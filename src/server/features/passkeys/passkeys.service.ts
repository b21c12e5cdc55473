import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  PASSKEY_CHECK_REQUIRED,
  PASSKEY_CHECK_VALID_MS,
  PASSKEY_MESSAGES,
  type PasskeyList,
  type Passkey,
} from '../../../shared/features/passkeys.schema.js';
import { isAdmin } from '../../../shared/permissions.js';
import { toEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound, refused, unauthorized } from '../../errors.js';
import {
  authenticationOptions,
  challengeOf,
  registrationOptions,
  relyingPartyOf,
  verifyAssertion,
  verifyRegistration,
  WebAuthnRefused,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type StoredCredential,
} from '../../integrations/webauthn.js';
import { hashSessionToken, readSessionToken } from '../auth/auth.module.js';
import {
  adminCheckState,
  adminsWithoutPasskeys,
  countPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  isAdminRequirementOn,
  listPasskeys,
  recordPasskeyUse,
  recordSessionCheck,
  renamePasskey,
  setAdminRequirement,
  takeChallenge,
} from './passkeys.repo.js';
import type { PasskeyRow } from './passkeys.table.js';

type Ceremony = 'register' | 'sign-in' | 'check';
type Deps = Pick<AppContext, 'config' | 'database'>;

/** A browser has this long to answer a challenge; the browser's own prompt times out first. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Turning the admin requirement off needs a check this recent, not just one within 12 hours. */
const FRESH_CHECK_MS = 5 * 60_000;

const rpOf = (deps: Deps) => relyingPartyOf(deps.config.publicUrl);

const stored = (row: PasskeyRow): StoredCredential => ({
  credentialId: row.credentialId,
  publicKey: row.publicKey,
  counter: row.counter,
  transports: row.transports,
});

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: toEpochSeconds(row.createdAt),
  lastUsedAt: toEpochSeconds(row.lastUsedAt),
  backedUp: row.backedUp,
});

const challengeInvalid = () => badRequest('passkey_challenge_invalid', PASSKEY_MESSAGES.challengeInvalid);
const responseInvalid = () => badRequest('passkey_invalid', PASSKEY_MESSAGES.responseInvalid);
export const checkRequired = () => refused(PASSKEY_CHECK_REQUIRED, PASSKEY_MESSAGES.checkRequired);

/** Options for the browser's ceremony, its challenge kept server-side for this user (or anyone, to sign in). */
export async function startCeremony(ctx: AppContext, user: CurrentUser | null, ceremony: Ceremony, now = new Date()): Promise<Record<string, unknown>> {
  const db = ctx.database.db;
  let options: Record<string, unknown>;
  if (ceremony === 'sign-in') options = await authenticationOptions(rpOf(ctx));
  else {
    if (!user) throw unauthorized();
    const mine = (await listPasskeys(db, user.id)).map(stored);
    if (ceremony === 'register') options = await registrationOptions(rpOf(ctx), { id: user.id, name: user.email }, mine);
    else if (mine.length === 0) throw badRequest('no_passkey', PASSKEY_MESSAGES.needsPasskey);
    else options = await authenticationOptions(rpOf(ctx), mine);
  }
  const challenge = options.challenge as string;
  await insertChallenge(db, { challenge, ceremony, userId: ceremony === 'sign-in' ? null : user!.id, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) }, now);
  return options;
}

/** Takes the response's challenge out of the store: a replay, a stale or someone else's challenge is refused. */
async function claimChallenge(db: Db, clientDataJSON: string, ceremony: Ceremony, userId: string | null, now: Date): Promise<string> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) throw responseInvalid();
  if (!(await takeChallenge(db, challenge, ceremony, userId, now))) throw challengeInvalid();
  return challenge;
}

function refusedResponse(log: FastifyBaseLogger, error: unknown): never {
  if (error instanceof WebAuthnRefused) {
    log.info({ reason: error.message }, 'passkey response refused');
    throw responseInvalid();
  }
  throw error;
}

export async function registerPasskey(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: CurrentUser,
  input: { name?: string; response: RegistrationResponseJSON },
  now = new Date(),
): Promise<Passkey> {
  const db = ctx.database.db;
  const challenge = await claimChallenge(db, input.response.response.clientDataJSON, 'register', user.id, now);
  const credential = await verifyRegistration(rpOf(ctx), input.response, challenge).catch((error: unknown) => refusedResponse(log, error));
  const count = await countPasskeys(db, user.id);
  const row = await insertPasskey(db, {
    userId: user.id,
    credentialId: credential.credentialId,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports,
    backedUp: credential.backedUp,
    name: input.name ?? `Passkey ${count + 1}`,
    createdAt: now,
  });
  if (!row) throw conflict('passkey_exists', PASSKEY_MESSAGES.alreadyAdded);
  return toPasskey(row);
}

/** Verifies an assertion against a challenge of this ceremony; the passkey's use is recorded. */
async function verifiedPasskey(
  ctx: AppContext,
  log: FastifyBaseLogger,
  response: AuthenticationResponseJSON,
  ceremony: 'sign-in' | 'check',
  userId: string | null,
  now: Date,
): Promise<PasskeyRow> {
  const db = ctx.database.db;
  const challenge = await claimChallenge(db, response.response.clientDataJSON, ceremony, userId, now);
  const row = await findPasskeyByCredentialId(db, response.id);
  if (!row || (userId !== null && row.userId !== userId)) throw badRequest('passkey_unknown', PASSKEY_MESSAGES.unknownPasskey);
  const used = await verifyAssertion(rpOf(ctx), response, challenge, stored(row)).catch((error: unknown) => refusedResponse(log, error));
  // A counter that did not grow means a copied authenticator or a replayed signature.
  if (!(await recordPasskeyUse(db, row.id, used.counter, used.backedUp, now))) throw responseInvalid();
  return row;
}

/** The account a passkey sign-in is for; the caller starts the session and then marks it checked. */
export async function signInWithPasskey(ctx: AppContext, log: FastifyBaseLogger, response: AuthenticationResponseJSON, now = new Date()): Promise<string> {
  return (await verifiedPasskey(ctx, log, response, 'sign-in', null, now)).userId;
}

/** A passkey check for the session of this request: admin actions pass for the next 12 hours. */
export async function checkWithPasskey(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: CurrentUser,
  sessionToken: string,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<{ checkedUntil: number }> {
  await verifiedPasskey(ctx, log, response, 'check', user.id, now);
  await markSessionChecked(ctx, sessionToken, now);
  return { checkedUntil: toEpochSeconds(new Date(now.getTime() + PASSKEY_CHECK_VALID_MS)) };
}

export async function markSessionChecked(deps: Deps, sessionToken: string, now = new Date()): Promise<void> {
  await recordSessionCheck(deps.database.db, hashSessionToken(sessionToken), now);
}

export async function listOwnPasskeys(ctx: AppContext, user: CurrentUser): Promise<PasskeyList> {
  const db = ctx.database.db;
  const [rows, requiredForAdmin] = await Promise.all([listPasskeys(db, user.id), isAdminRequirementOn(db, user.id)]);
  return { passkeys: rows.map(toPasskey), requiredForAdmin };
}

export async function renameOwnPasskey(ctx: AppContext, user: CurrentUser, id: string, name: string): Promise<Passkey> {
  const row = await renamePasskey(ctx.database.db, user.id, id, name);
  if (!row) throw notFound('That passkey');
  return toPasskey(row);
}

export async function removeOwnPasskey(ctx: AppContext, user: CurrentUser, id: string): Promise<void> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    if ((await isAdminRequirementOn(tx, user.id)) && (await countPasskeys(tx, user.id)) <= 1) {
      throw conflict('last_passkey_required', PASSKEY_MESSAGES.lastPasskeyRequired);
    }
    if (!(await deletePasskey(tx, user.id, id))) throw notFound('That passkey');
  });
}

/**
 * Turns the owner's requirement on (a passkey is needed, so admin actions stay possible) or
 * off (only right after a passkey check: a stolen session alone cannot lower the guard).
 */
export async function setRequiredForAdmin(ctx: AppContext, user: CurrentUser, sessionToken: string, required: boolean, now = new Date()): Promise<PasskeyList> {
  const db = ctx.database.db;
  if (!isAdmin(user)) throw forbidden('Only admins can do this.');
  if (required && (await countPasskeys(db, user.id)) === 0) throw badRequest('no_passkey', PASSKEY_MESSAGES.needsPasskey);
  if (!required) {
    const state = await adminCheckState(db, user.id, hashSessionToken(sessionToken));
    if (state.required && !(state.checkedAt && now.getTime() - state.checkedAt.getTime() < FRESH_CHECK_MS)) throw checkRequired();
  }
  await setAdminRequirement(db, user.id, required);
  return listOwnPasskeys(ctx, user);
}

/**
 * The admin gate's second step: an admin whose account requires it needs a passkey check of
 * this session in the last 12 hours; otherwise a 403 the client answers with a check.
 */
export function passkeyCheckGate(deps: Deps) {
  return async (request: FastifyRequest, now = new Date()): Promise<void> => {
    const user = request.user;
    if (!user) return;
    const token = readSessionToken(request, deps.config) ?? '';
    const state = await adminCheckState(deps.database.db, user.id, hashSessionToken(token));
    if (!state.required) return;
    if (state.checkedAt && now.getTime() - state.checkedAt.getTime() < PASSKEY_CHECK_VALID_MS) return;
    throw checkRequired();
  };
}

/** Production start: an admin without a passkey has only Google (or a code) between a thief and the site. */
export async function warnAdminsWithoutPasskeys(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  const emails = await adminsWithoutPasskeys(deps.database.db);
  if (emails.length > 0) log.warn({ admins: emails }, 'admins without a passkey: add one in the profile and require it for admin actions');
}
