import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '../../shared/features/auth.schema.js';
import { updateUserRecord } from '../features/auth/auth.service.js';
import { signIn, type SignedIn } from './sign-in.js';

/**
 * The usual people of a server test, each signed in through the real sign-in flow and known by id.
 * Requests without a session use `sameOriginHeaders(app)` (from ./sign-in.js), never a header object
 * typed out in a test.
 */

/** The owner's address in testConfig's ADMIN_EMAILS. */
export const OWNER_EMAIL = 'owner@example.com';

export interface Person extends SignedIn {
  id: string;
}

/** Signs `email` in (the account is made on first use) and reads its id from GET /api/me. */
export async function signInAs(app: FastifyInstance, email: string, options: { name?: string } = {}): Promise<Person> {
  const session = await signIn(app, email, options);
  const me = await app.inject({ url: AUTH_PATHS.me, headers: session.headers });
  if (me.statusCode !== 200) throw new Error(`GET ${AUTH_PATHS.me} after sign-in answered ${me.statusCode}`);
  return { ...session, id: (me.json() as { id: string }).id };
}

/** What GET /api/me answers for someone signed in: their record as the client sees it. */
export async function me(app: FastifyInstance, who: SignedIn) {
  return (await app.inject({ url: AUTH_PATHS.me, headers: who.headers })).json();
}

/** The site owner (admin role). */
export const signInOwner = (app: FastifyInstance, email = OWNER_EMAIL): Promise<Person> => signInAs(app, email);

/** A signed-in member who never paid. */
export const signInBasic = (app: FastifyInstance, email: string): Promise<Person> => signInAs(app, email);

/**
 * A Pro member made by writing the user record, as a settled subscription would. Tests of the
 * payment path itself use `subscribedMember` (./subscription.js), which goes through checkout.
 */
export async function signInPro(app: FastifyInstance, email: string, options: { username?: string } = {}): Promise<Person> {
  const who = await signInAs(app, email);
  await updateUserRecord(app.ctx, who.id, { role: 'pro_user', ...(options.username ? { username: options.username } : {}) });
  return who;
}

/** A Pro member whose membership then ended: back to the Basic role, no longer Pro. */
export async function lapse(app: FastifyInstance, who: Person): Promise<void> {
  await updateUserRecord(app.ctx, who.id, { role: 'user', isPro: false });
}
