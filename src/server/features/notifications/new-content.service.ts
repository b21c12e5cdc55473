import type { AppConfig } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import type { Tier } from '../../../shared/permissions.js';
import { enqueueNotifications, type NotificationJob } from './notification-queue.service.js';
import { advanceAnnouncement, audiencePage, claimNotices, claimPendingAnnouncement, recordAnnouncement } from './preferences.repo.js';

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

/** Members expanded per transaction: a batch is a few hundred rows, so no lock is held long and progress is kept often. */
const ANNOUNCEMENT_BATCH = 500;

/**
 * Tells members about content at the moment it becomes visible (ADR 0141).
 * Inside the publishing transaction only one row is written; the e-mail
 * workers expand it (expandAnnouncements), so publishing takes the same time
 * whatever the number of members. A repeated call (the second picture of a
 * drop, a retried request, the scheduler) finds the row and adds nothing.
 */
export async function announceNewContent(tx: Tx, item: NewContent, now = new Date()): Promise<void> {
  await recordAnnouncement(tx, { itemKey: itemKeyOf(item, now), kind: item.kind, itemId: item.id, title: item.title, tier: item.tier, createdAt: now });
}

/**
 * Expands pending announcements into one job per member in the e-mail queue,
 * carrying the channels (e-mail, push) that member is due. Each batch is one
 * transaction that claims the content_notices rows, queues the jobs and moves
 * the announcement's cursor, so a crash resumes where it stopped and never
 * sends twice. Jobs wait a couple of minutes after publication and go out per
 * member together (the queue's burst), so an upload of twenty pictures is one
 * e-mail. Returns how many members were queued.
 */
export async function expandAnnouncements(ctx: { config: Pick<AppConfig, 'mail' | 'adminEmails'>; database: Database }, batchSize = ANNOUNCEMENT_BATCH): Promise<number> {
  let queued = 0;
  for (;;) {
    const step = await ctx.database.db.transaction(async (tx) => {
      const announcement = await claimPendingAnnouncement(tx);
      if (!announcement) return null;
      const page = await audiencePage(tx, announcement.afterUserId, batchSize);
      const item: NewContent = { kind: announcement.kind, id: announcement.itemId, title: announcement.title, tier: announcement.tier };
      const emailed = await claimNotices(tx, announcement.itemKey, 'email', page.filter((m) => m.emailOn).map((m) => m.id));
      const pushed = await claimNotices(tx, announcement.itemKey, 'push', page.filter((m) => m.pushOn).map((m) => m.id));
      const jobs = page.flatMap((member): NotificationJob[] => {
        const channels = [...(emailed.has(member.id) ? (['email'] as const) : []), ...(pushed.has(member.id) ? (['push'] as const) : [])];
        if (channels.length === 0) return [];
        const facts: NewContentFacts = { ...item, channels };
        return [{ type: 'new_content', userId: member.id, userName: member.name, userEmail: member.email, messageText: item.title, data: { ...facts } }];
      });
      await enqueueNotifications(ctx, tx, jobs, announcement.createdAt);
      await advanceAnnouncement(tx, announcement.itemKey, page.at(-1)?.id ?? announcement.afterUserId, page.length < batchSize);
      return jobs.length;
    });
    if (step === null) return queued;
    queued += step;
  }
}
