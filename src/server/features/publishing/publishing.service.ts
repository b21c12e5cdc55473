import {
  DEFAULT_TIME_ZONE,
  isKnownTimeZone,
  PUBLISHING_MESSAGES,
  zonedTimeToInstant,
  type Publication,
  type PublicationInput,
  type PublishingSettings,
} from '../../../shared/features/publishing.schema.js';
import { titleFromCollection } from '../../../shared/features/gallery.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { announceNewContent, type NewContent } from '../notifications/notifications.service.js';
import { emitWebhookEvent } from '../webhooks/webhooks.service.js';
import type { Audience } from '../../live/live-hub.js';
import { findPublishingSettings, savePublishingSettings } from './publishing.repo.js';


/** The owner's settings; a site that never saved them schedules in UTC and names no next drop. */
export async function getPublishingSettings(db: Db | Tx): Promise<PublishingSettings> {
  const row = await findPublishingSettings(db);
  // A zone this runtime no longer knows (an older ICU) falls back rather than failing every schedule.
  if (!row || !isKnownTimeZone(row.timeZone)) return { timeZone: DEFAULT_TIME_ZONE, showNextDropTitle: row?.showNextDropTitle ?? false };
  return { timeZone: row.timeZone, showNextDropTitle: row.showNextDropTitle };
}

export async function setPublishingSettings(ctx: AppContext, settings: PublishingSettings): Promise<PublishingSettings> {
  await savePublishingSettings(ctx.database.db, settings);
  return getPublishingSettings(ctx.database.db);
}

/** What a form's choice means for the row: visible now, a draft, or due at an instant. */
export type PublicationPlan = { kind: 'now' } | { kind: 'draft' } | { kind: 'scheduled'; at: Date };

/** Reads the owner's wall-clock time in their zone; a time not in the future is refused (400), never published by surprise. */
export async function planPublication(db: Db | Tx, input: PublicationInput | undefined, now = new Date()): Promise<PublicationPlan> {
  if (!input || input.state === 'published') return { kind: 'now' };
  if (input.state === 'draft') return { kind: 'draft' };
  const { timeZone } = await getPublishingSettings(db);
  const at = zonedTimeToInstant(input.at, timeZone);
  if (at.getTime() <= now.getTime()) throw badRequest('schedule_in_past', PUBLISHING_MESSAGES.scheduleInPast);
  return { kind: 'scheduled', at };
}

/** The columns a plan writes on a row that is not yet published. */
export function publicationValues(plan: PublicationPlan): { scheduledFor: Date | null; publishedAt?: null } {
  if (plan.kind === 'now') return { scheduledFor: null };
  return { scheduledFor: plan.kind === 'scheduled' ? plan.at : null, publishedAt: null };
}

/** A row's state as the owner's forms and calendar show it. */
export function publicationOf(row: { scheduledFor: Date | null; publishedAt: Date | null }): Publication {
  if (row.publishedAt) return { state: 'published', at: row.publishedAt.toISOString() };
  if (row.scheduledFor) return { state: 'scheduled', at: row.scheduledFor.toISOString() };
  return { state: 'draft', at: null };
}

/** An item that has just become visible to members. */
export interface PublishedContent {
  kind: 'image' | 'gallery' | 'update';
  id: string;
  /** The caption, gallery title or the update's first line. */
  title: string;
  /** The picture's or gallery's collection; null for an update. */
  collection: string | null;
  /** Who may now see it: Pro members (and the owner) or every signed-in member. */
  audience: Extract<Audience['kind'], 'pro' | 'signed_in'>;
}

/**
 * Called exactly once per item, in the transaction that made it visible: at once when the owner
 * publishes it, or by the due-items claim when its time comes (only the instance whose UPDATE
 * claimed it gets the row back, ADR 0131). Announces it to the open tabs that may see it; whatever
 * else must follow a publication (new-content notices, the `content.published` webhook) belongs
 * here, written in `tx` so it happens once, with the publication or not at all.
 */
export async function contentPublished(ctx: AppContext, item: PublishedContent, tx: Tx): Promise<void> {
  await ctx.live.publish({ type: 'content.published', data: { kind: item.kind, id: item.id } }, { kind: item.audience }, tx);
  const notice = newContentNotice(item);
  if (notice) await announceNewContent(tx, notice);
  await emitWebhookEvent(tx, 'content.published', { content: { kind: item.kind, id: item.id, title: item.title, collection: item.collection, audience: item.audience } });
}

/**
 * What members are told of a publication by e-mail and push: a Pro picture as news of its gallery
 * (pictures of one gallery on one day are one notice), a gallery, an update. Teasers are not a drop.
 */
function newContentNotice(item: PublishedContent): NewContent | undefined {
  if (item.kind === 'update') return { kind: 'update', id: item.id, title: item.title, tier: 'basic' };
  if (item.audience !== 'pro' || !item.collection) return undefined;
  if (item.kind === 'gallery') return { kind: 'gallery', id: item.collection, title: item.title, tier: 'pro' };
  return { kind: 'pictures', id: item.collection, title: titleFromCollection(item.collection), tier: 'pro' };
}
