import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { DeviceList } from '../../../shared/features/devices.schema.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import { sessionLimitsAt } from '../auth/auth.module.js';
import { findLiveSessionsOf, revokeOtherSessionsOf, revokeSessionOf } from './devices.repo.js';
import { regionOfMaskedAddress } from './place.presenter.js';
import { describeUserAgent } from './user-agent.presenter.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Nothing kept of the browser: the session started before devices were listed and has not been seen since. */
const NOT_KEPT = { browser: null, os: null };

/** The member's live sessions, the asking browser's first, each named by browser, system, country and masked address. */
export async function listDevices(ctx: AppContext, user: CurrentUser, currentTokenHash: string, now = new Date()): Promise<DeviceList> {
  const rows = await findLiveSessionsOf(ctx.database.db, user.id, sessionLimitsAt(now));
  const regions = await Promise.all(rows.map((row) => regionOfMaskedAddress(row.clientAddress)));
  const devices = rows.map((row, index) => ({
    id: row.id,
    ...(row.userAgent === null && row.clientAddress === null ? NOT_KEPT : describeUserAgent(row.userAgent)),
    place: row.clientAddress,
    region: regions[index] ?? null,
    current: row.tokenHash === currentTokenHash,
    signedInAt: seconds(row.createdAt),
    lastSeenAt: seconds(row.lastSeenAt),
  }));
  return { devices: [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)] };
}

/**
 * Ends one of the member's sessions: revoked for every instance at commit, its
 * open streams closed by the same commit's notice. Another member's session,
 * or one already ended, is "not found": nothing tells whether the id exists.
 * Returns whether it was the asking browser's own session.
 */
export async function endDevice(ctx: AppContext, user: CurrentUser, id: string, currentTokenHash: string, now = new Date()): Promise<{ wasCurrent: boolean }> {
  return ctx.database.db.transaction(async (tx) => {
    const tokenHash = await revokeSessionOf(tx, user.id, id, sessionLimitsAt(now));
    if (!tokenHash) throw notFound('That device');
    await ctx.live.closeSessionStreams([tokenHash], tx);
    return { wasCurrent: tokenHash === currentTokenHash };
  });
}

/** "Sign out all other devices": every live session of the member but the asking one ends. */
export async function signOutOtherDevices(ctx: AppContext, user: CurrentUser, currentTokenHash: string, now = new Date()): Promise<{ ended: number }> {
  return ctx.database.db.transaction(async (tx) => {
    const ended = await revokeOtherSessionsOf(tx, user.id, currentTokenHash, sessionLimitsAt(now));
    await ctx.live.closeSessionStreams(ended, tx);
    return { ended: ended.length };
  });
}
