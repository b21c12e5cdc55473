import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { MEMBER_MESSAGES } from '../../../shared/features/members.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { lockUserForUpdate, updateUserInTransaction } from '../auth/auth.service.js';
import { complimentaryGranted } from './billing.emails.js';
import { endOpenGrant, findOpenGrant, insertGrant, listDueGrantUserIds } from './members.repo.js';

/**
 * Complimentary Pro: the owner gives Pro without payment, until a date or until
 * revoked. The grant record and users.complimentary_pro change in one
 * transaction with the member's row locked, and the `user.updated` event of
 * that transaction moves the member's badge in every open tab.
 */

async function lockMember(tx: Tx, userId: string): Promise<CurrentUser> {
  const user = await lockUserForUpdate(tx, userId);
  if (!user) throw notFound('That member');
  return user;
}

/** Grants (or replaces the open grant with) complimentary Pro. An end date must lie in the future. */
export async function grantComplimentary(
  ctx: AppContext,
  input: { userId: string; grantedBy: string | null; endsAt: Date | null },
  now = new Date(),
): Promise<CurrentUser> {
  if (input.endsAt && input.endsAt.getTime() <= now.getTime()) throw badRequest('grant_end_in_past', MEMBER_MESSAGES.grantEndInPast);
  return ctx.database.db.transaction((tx) => grantComplimentaryInTransaction(ctx, tx, input, { notify: true }, now));
}

/** The same grant inside the caller's transaction (the member import); `notify: false` sends the member no e-mail. */
export async function grantComplimentaryInTransaction(
  ctx: AppContext,
  tx: Tx,
  input: { userId: string; grantedBy: string | null; endsAt: Date | null },
  options: { notify: boolean },
  now = new Date(),
): Promise<CurrentUser> {
  if (input.endsAt && input.endsAt.getTime() <= now.getTime()) throw badRequest('grant_end_in_past', MEMBER_MESSAGES.grantEndInPast);
  await lockMember(tx, input.userId);
  await endOpenGrant(tx, input.userId, 'replaced', now);
  await insertGrant(tx, { userId: input.userId, grantedBy: input.grantedBy, endsAt: input.endsAt });
  const member = await updateUserInTransaction(ctx, tx, input.userId, { complimentaryPro: true, complimentaryEndsAt: input.endsAt });
  if (options.notify) await complimentaryGranted(ctx, tx, member, input.endsAt);
  return member;
}

/** Ends the open grant now; the member keeps Pro only if something else gives it. */
export async function revokeComplimentary(ctx: AppContext, userId: string, now = new Date()): Promise<CurrentUser> {
  return ctx.database.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (!(await endOpenGrant(tx, userId, 'revoked', now))) throw conflict('no_complimentary_grant', MEMBER_MESSAGES.noGrant);
    return updateUserInTransaction(ctx, tx, userId, { complimentaryPro: false, complimentaryEndsAt: null });
  });
}

/**
 * Ends every grant whose end date has come. Safe on many instances at once:
 * each member is re-checked under its row lock, so a grant ends once.
 */
export async function expireDueGrants(ctx: AppContext, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  let expired = 0;
  for (const userId of await listDueGrantUserIds(ctx.database.db, now)) {
    const ended = await ctx.database.db.transaction(async (tx) => {
      if (!(await lockUserForUpdate(tx, userId))) return false;
      const grant = await findOpenGrant(tx, userId);
      if (!grant?.endsAt || grant.endsAt.getTime() > now.getTime()) return false;
      await endOpenGrant(tx, userId, 'expired', now);
      await updateUserInTransaction(ctx, tx, userId, { complimentaryPro: false, complimentaryEndsAt: null });
      return true;
    });
    if (ended) {
      expired += 1;
      log.info({ userId }, 'complimentary Pro ended');
    }
  }
  return expired;
}
