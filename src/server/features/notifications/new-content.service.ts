import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import type { Tier } from '../../../shared/permissions.js';
import { enqueueNotification } from './notification-queue.service.js';
import { anyNoticeOf, audienceOf, claimNotices } from './preferences.repo.js';

/** What became visible to members: a gallery, new pictures in one (id: its collection name), or a What's New update (id: its id). */
export interface NewContent {
  kind: 'gallery' | 'pictures' | 'update';
  id: string;
  title: string;
  /** Who may see it: 'pro' content reaches Basic members only as a teaser. */
  tier: Tier;
}

/** The facts a new_content job carries to the e-mail and the push. */
export interface NewContentFacts extends NewContent {
  channels: ('email' | 'push')[];
}

/**
 * Pictures added to one gallery on one day are one drop: a member hears of it
 * once, however many uploads (or a new gallery and its first pictures) it took.
 */
function itemKeyOf(item: NewContent, now: Date): string {
  return item.kind === 'update' ? `update:${item.id}` : `gallery:${item.id}:${now.toISOString().slice(0, 10)}`;
}

/**
 * Tells members about content at the moment it becomes visible: one job per
 * member in the e-mail queue, carrying the channels (e-mail, push) that member
 * is due. Idempotent per (item, member, channel): the content_notices row is
 * claimed in the same transaction, so a repeated call sends nothing twice.
 * Jobs wait a couple of minutes and go out per member together (the queue's
 * burst), so an upload of twenty pictures is one e-mail.
 */
export async function announceNewContent(ctx: Pick<AppContext, 'config' | 'database'>, tx: Tx, item: NewContent, now = new Date()): Promise<void> {
  const itemKey = itemKeyOf(item, now);
  // The second picture of a drop finds it announced: no need to offer every member's row again.
  if (await anyNoticeOf(tx, itemKey)) return;
  const byEmail = await audienceOf(tx, 'email');
  const byPush = await audienceOf(tx, 'push');
  const members = new Map([...byEmail, ...byPush].map((member) => [member.id, member]));
  const emailed = await claimNotices(tx, itemKey, 'email', byEmail.map((m) => m.id));
  const pushed = await claimNotices(tx, itemKey, 'push', byPush.map((m) => m.id));
  for (const member of members.values()) {
    const channels = [...(emailed.has(member.id) ? (['email'] as const) : []), ...(pushed.has(member.id) ? (['push'] as const) : [])];
    if (channels.length === 0) continue;
    const facts: NewContentFacts = { ...item, channels };
    await enqueueNotification(ctx, tx, { type: 'new_content', userId: member.id, userName: member.name, userEmail: member.email, messageText: item.title, data: { ...facts } }, now);
  }
}
