import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { isAdmin, nextRole, permissionsOf, tierOf } from '../../../shared/permissions.js';
import { toEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import { forbidden, notFound } from '../../errors.js';
import { MEDIA_URL_ROOT } from '../../media/signed-media-urls.js';
import { emitWebhookEvent } from '../webhooks/webhooks.service.js';
import { findUserById, findUserIdByUsername, findUsersByEmail, lockUserById, updateUser, upsertUserBySubject, type UserChanges } from './auth.repo.js';

export type { UserChanges } from './auth.repo.js';
import type { UserRow } from './auth.table.js';
import { findSignInIssuers, findUserBySignIn, findVerifiedUserByEmail, insertSignInLink } from './sign-in-code.repo.js';

/** The user feature's service: other features read and change user records only through here. */

/** The API's view of a user record (SPEC §3), with the tier and permissions the rules give it. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isAdmin: row.isAdmin,
    isPro: row.isPro,
    complimentaryPro: row.complimentaryPro,
    complimentaryEndsAt: row.complimentaryPro ? toEpochSeconds(row.complimentaryEndsAt) : null,
    tier: tierOf(row),
    subscriptionStatus: row.subscriptionStatus,
    subscriptionStartDate: toEpochSeconds(row.subscriptionStartDate),
    subscriptionEndDate: toEpochSeconds(row.subscriptionEndDate),
    menuHintSeen: row.menuHintSeen,
    profile: { username: row.username, userEmail: row.email, profileImage: row.profileImage },
    permissions: permissionsOf(row),
  };
}

/**
 * A user record as its own browser receives it: a stored profile picture
 * becomes a media URL signed for that user (ADR 0021).
 */
export function ownView(ctx: AppContext, user: CurrentUser): CurrentUser {
  const picture = user.profile.profileImage;
  if (!picture?.startsWith(MEDIA_URL_ROOT)) return user;
  const profileImage = ctx.mediaUrls.urlFor(picture.slice(MEDIA_URL_ROOT.length), user.id);
  return { ...user, profile: { ...user.profile, profileImage } };
}

/**
 * Every change to a user record ends here: the change and the `user.updated`
 * live event commit together, so open tabs see the badge and menu change.
 */
async function changeUser(ctx: AppContext, write: (tx: Db) => Promise<UserRow | undefined>): Promise<CurrentUser> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const changed = await write(tx);
    if (changed) await ctx.live.publish({ type: 'user.updated', data: { userId: changed.id } }, { kind: 'user', userId: changed.id }, tx);
    return changed;
  });
  if (!row) throw notFound('That user');
  return toCurrentUser(row);
}

export async function getUser(db: Db, id: string): Promise<CurrentUser> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('That user');
  return toCurrentUser(row);
}

/** Applies changes to a user record; the single write path other features use. */
export async function updateUserRecord(ctx: AppContext, id: string, changes: UserChanges): Promise<CurrentUser> {
  return changeUser(ctx, (tx) => updateUser(tx, id, changes));
}

/**
 * For a feature that must change a user in its own transaction, atomically with
 * its own records (the payment ledger): lock the row first, then apply the
 * changes; `user.updated` is published in that same transaction.
 */
export async function lockUserForUpdate(tx: Tx, id: string): Promise<CurrentUser | null> {
  const row = await lockUserById(tx, id);
  return row ? toCurrentUser(row) : null;
}

export async function updateUserInTransaction(ctx: AppContext, tx: Tx, id: string, changes: UserChanges): Promise<CurrentUser> {
  const row = await updateUser(tx, id, changes);
  if (!row) throw notFound('That user');
  await ctx.live.publish({ type: 'user.updated', data: { userId: row.id } }, { kind: 'user', userId: row.id }, tx);
  return toCurrentUser(row);
}

/** The issuer of sign-ins with an e-mailed code; their subject is the address. */
export const EMAIL_CODE_ISSUER = 'email-code';

/**
 * Records a verified sign-in: the account is found by (issuer, subject), its own
 * or one joined to it; else, when the address is verified, the account that
 * already proved that address is joined (one account per person); else one is
 * created. ADMIN_EMAILS decides the owner flag at every sign-in, and only for
 * an address that is verified.
 */
export async function recordSignIn(
  ctx: AppContext,
  identity: { issuer: string; subject: string; email: string; emailVerified: boolean; name: string | null },
): Promise<CurrentUser> {
  const email = identity.email.trim().toLowerCase();
  const isAdmin = identity.emailVerified && ctx.config.adminEmails.includes(email);
  return changeUser(ctx, async (tx) => {
    const refresh = (row: UserRow) =>
      updateUser(tx, row.id, {
        email,
        displayName: identity.name ?? row.displayName,
        isAdmin,
        emailVerified: identity.emailVerified,
      });
    const known = await findUserBySignIn(tx, identity.issuer, identity.subject);
    if (known) return refresh(known);
    const sameAddress = identity.emailVerified ? await findVerifiedUserByEmail(tx, email) : undefined;
    if (sameAddress) {
      await insertSignInLink(tx, { userId: sameAddress.id, issuer: identity.issuer, subject: identity.subject });
      return refresh(sameAddress);
    }
    const created = await upsertUserBySubject(tx, {
      issuer: identity.issuer,
      subject: identity.subject,
      email,
      displayName: identity.name,
      isAdmin,
      emailVerified: identity.emailVerified,
    });
    // Both stamps come from the insert's now(); a later sign-in sets updatedAt from the clock.
    if (created.createdAt.getTime() === created.updatedAt.getTime()) {
      await emitWebhookEvent(tx, 'member.created', { member: { id: created.id, email: created.email, username: created.username } });
    }
    return created;
  });
}

/** The accounts using an address, oldest first. */
export async function findMembersByEmail(db: Db, email: string): Promise<CurrentUser[]> {
  return (await findUsersByEmail(db, email)).map(toCurrentUser);
}

/**
 * An account for a member brought from another platform, inside the import's
 * transaction. It is keyed as an e-mailed-code account of that address, so a
 * sign-in with a code sent there enters it; it counts as verified (the owner
 * vouches for the address their platform billed), so a Google sign-in with that
 * verified address joins it too (ADR 0124). The owner flag is left to sign-in.
 */
export async function createImportedMember(ctx: AppContext, tx: Tx, member: { email: string; name: string | null }): Promise<CurrentUser> {
  const email = member.email.trim().toLowerCase();
  const row = await upsertUserBySubject(tx, { issuer: EMAIL_CODE_ISSUER, subject: email, email, displayName: member.name, isAdmin: false, emailVerified: true });
  await emitWebhookEvent(tx, 'member.created', { member: { id: row.id, email: row.email, username: row.username } });
  await ctx.live.publish({ type: 'user.updated', data: { userId: row.id } }, { kind: 'user', userId: row.id }, tx);
  return toCurrentUser(row);
}

/** The ways into an account, for its profile: Google (the OpenID provider) and e-mailed codes. */
export async function signInWaysOf(db: Db, userId: string): Promise<{ google: boolean; emailCode: boolean }> {
  const issuers = await findSignInIssuers(db, userId);
  return { google: issuers.some((issuer) => issuer !== EMAIL_CODE_ISSUER), emailCode: issuers.includes(EMAIL_CODE_ISSUER) };
}

export async function markMenuHintSeen(ctx: AppContext, userId: string): Promise<CurrentUser> {
  return updateUserRecord(ctx, userId, { menuHintSeen: true });
}

/**
 * The admin role toggle (SPEC §4): user → pro_user → admin → user. The owner
 * flag is left alone, so an owner stays admin whatever the role becomes.
 */
export async function toggleRole(ctx: AppContext, userId: string): Promise<CurrentUser> {
  const row = await findUserById(ctx.database.db, userId);
  if (!row) throw notFound('That user');
  if (!isAdmin(row)) throw forbidden('Only admins can switch roles.');
  return updateUserRecord(ctx, userId, { role: nextRole(row.role) });
}

/** The current-user view of a record, or null when the account no longer exists. */
export async function findCurrentUser(db: Db, id: string): Promise<CurrentUser | null> {
  const row = await findUserById(db, id);
  return row ? toCurrentUser(row) : null;
}

/** Whether another account already uses this username (case-insensitive). */
export async function isUsernameTaken(db: Db, username: string, exceptUserId: string): Promise<boolean> {
  const owner = await findUserIdByUsername(db, username);
  return owner !== undefined && owner !== exceptUserId;
}
