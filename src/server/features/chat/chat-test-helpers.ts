import type { FastifyInstance } from 'fastify';
import { updateUserRecord } from '../auth/auth.service.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';

export interface Member extends SignedIn {
  id: string;
}

/** Signs in and, when asked, makes the account Pro by writing its record (as the subscription would). */
export async function member(app: FastifyInstance, email: string, options: { pro?: boolean; username?: string } = {}): Promise<Member> {
  const session = await signIn(app, email);
  const me = (await app.inject({ url: '/api/me', headers: session.headers })).json<{ id: string }>();
  if (options.pro || options.username) {
    await updateUserRecord(app.ctx, me.id, { ...(options.pro ? { role: 'pro_user' as const } : {}), ...(options.username ? { username: options.username } : {}) });
  }
  return { ...session, id: me.id };
}
