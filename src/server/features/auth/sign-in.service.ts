import { z } from 'zod';
import { SIGN_IN_MODES, safeReturnTo, type CurrentUser, type LoginQuery } from '../../../shared/features/auth.schema.js';
import type { AppContext } from '../../app-context.js';
import { SignInError } from '../../integrations/oidc.js';
import { recordSignIn } from './auth.service.js';
import { endSession, startSession, type SessionDevice } from './session.service.js';

/** How long the browser has to come back from the provider. */
export const SIGN_IN_TRANSACTION_MS = 10 * 60_000;

/** What the browser keeps (in a signed cookie) between /api/auth/login and the callback. */
export const SignInTransactionSchema = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1).max(512),
  nonce: z.string().min(1).max(512),
  returnTo: z.string().max(2048),
  mode: z.enum(SIGN_IN_MODES),
  expiresAt: z.number().int(),
});
export type SignInTransaction = z.infer<typeof SignInTransactionSchema>;

export async function beginSignIn(
  ctx: AppContext,
  query: LoginQuery,
  now = Date.now(),
): Promise<{ url: string; transaction: SignInTransaction }> {
  const { url, checks } = await ctx.oidc.beginSignIn();
  const transaction = { ...checks, returnTo: safeReturnTo(query.returnTo), mode: query.mode, expiresAt: now + SIGN_IN_TRANSACTION_MS };
  return { url, transaction };
}

/**
 * Finishes a sign-in: the provider's answer is checked against this browser's
 * transaction, the account is found or created, and a brand-new session starts.
 * The session this browser held before (`previousToken`, whichever account it
 * was) is revoked: one browser holds one session, and a copy of the old cookie
 * kept elsewhere stops working.
 */
export async function completeSignIn(
  ctx: AppContext,
  callbackUrl: URL,
  transaction: SignInTransaction | null,
  now = Date.now(),
  previousToken?: string,
  device?: SessionDevice,
): Promise<{ user: CurrentUser; token: string; expiresAt: Date; returnTo: string }> {
  if (!transaction || transaction.expiresAt < now) throw new SignInError('expired');
  const identity = await ctx.oidc.finishSignIn(callbackUrl, transaction);
  if (!identity.email) throw new SignInError('no_email');
  const user = await recordSignIn(ctx, { ...identity, email: identity.email });
  return { ...(await replaceSession(ctx, user, now, previousToken, device)), returnTo: safeReturnTo(transaction.returnTo) };
}

/** A brand-new session for this user; the one this browser held before (`previousToken`) is revoked. */
export async function replaceSession(
  ctx: AppContext,
  user: CurrentUser,
  now: number,
  previousToken: string | undefined,
  device?: SessionDevice,
): Promise<{ user: CurrentUser; token: string; expiresAt: Date }> {
  const session = await startSession(ctx.database.db, user.id, device, new Date(now));
  if (previousToken) await endSession(ctx.database.db, previousToken, new Date(now));
  return { user, ...session };
}
