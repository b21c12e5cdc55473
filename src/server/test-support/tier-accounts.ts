import type { FastifyInstance } from 'fastify';
import { updateUserRecord } from '../features/auth/auth.service.js';
import { sameOriginHeaders, signIn, type SignedIn } from './sign-in.js';

/**
 * One account of each kind the access rules tell apart, for checks that walk
 * every route: a visitor (no session), a Basic member, a lapsed member (was
 * Pro, subscription ended), a Pro member and the owner.
 */
export const ACCOUNT_KINDS = ['visitor', 'basic', 'lapsed', 'pro', 'admin'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export interface Account extends SignedIn {
  kind: AccountKind;
  /** null for the visitor. */
  id: string | null;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

export async function signInAs(app: FastifyInstance, kind: AccountKind, emailPrefix: string = kind): Promise<Account> {
  if (kind === 'visitor') return { kind, id: null, cookie: '', headers: sameOriginHeaders(app) };
  // ADMIN_EMAILS of the test configuration makes this address the owner.
  const email = kind === 'admin' ? app.ctx.config.adminEmails[0]! : `${emailPrefix}-${kind}@example.com`;
  const session = await signIn(app, email);
  const { id } = (await app.inject({ url: '/api/me', headers: session.headers })).json<{ id: string }>();
  if (kind === 'pro') {
    await updateUserRecord(app.ctx, id, { role: 'pro_user', subscriptionStatus: 'active', subscriptionStartDate: daysAgo(10) });
  }
  if (kind === 'lapsed') {
    await updateUserRecord(app.ctx, id, {
      role: 'user',
      isPro: false,
      subscriptionStatus: 'canceled',
      subscriptionStartDate: daysAgo(90),
      subscriptionEndDate: daysAgo(30),
    });
  }
  return { kind, id, ...session };
}

export async function signInEveryKind(app: FastifyInstance, emailPrefix = 'walk'): Promise<Account[]> {
  const accounts: Account[] = [];
  // One at a time: sign-ins share the provider's in-process state.
  for (const kind of ACCOUNT_KINDS) accounts.push(await signInAs(app, kind, emailPrefix));
  return accounts;
}
