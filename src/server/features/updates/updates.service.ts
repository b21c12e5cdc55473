import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { PUBLISHING_MESSAGES, type CalendarItem, type PublicationInput } from '../../../shared/features/publishing.schema.js';
import type { NewUpdate, UpdateEntry, UpdateInput } from '../../../shared/features/updates.schema.js';
import { isAdmin } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { contentPublished, planPublication, publicationOf, publicationValues } from '../publishing/publishing.service.js';
import * as repo from './updates.repo.js';
import type { WhatsNewRow } from './updates.table.js';

function toEntry(row: WhatsNewRow, forOwner: boolean): UpdateEntry {
  return {
    id: row.id,
    date: row.date,
    update: row.update,
    timestamp: row.timestamp.toISOString(),
    lastEdited: row.lastEdited?.toISOString() ?? null,
    ...(forOwner && { publication: publicationOf(row) }),
  };
}

/** Every signed-in tab refetches the list when a published update changes; only the owner's when members cannot see it yet. */
const announce = (ctx: AppContext, row: Pick<WhatsNewRow, 'id' | 'publishedAt'>, tx: Tx) =>
  ctx.live.publish({ type: 'updates.changed', data: { id: row.id } }, row.publishedAt ? { kind: 'signed_in' } : { kind: 'admins' }, tx);

/** An update that just became visible: announced once, to everyone signed in. */
async function announcePublished(ctx: AppContext, tx: Tx, row: WhatsNewRow): Promise<void> {
  await announce(ctx, row, tx);
  await contentPublished(ctx, { kind: 'update', id: row.id, title: shortTitle(row.update), collection: null, audience: 'signed_in' }, tx);
}

/** Newest first (SPEC §7: ordered by timestamp descending); the owner also sees drafts and scheduled updates, marked. */
export async function getUpdates(ctx: AppContext, viewer: CurrentUser): Promise<UpdateEntry[]> {
  const forOwner = isAdmin(viewer);
  return (await repo.listUpdates(ctx.database.db, !forOwner)).map((row) => toEntry(row, forOwner));
}

/** Whether the user may see this update: published, or the owner's (a tip names it). */
export async function updateVisibleTo(ctx: AppContext, viewer: CurrentUser, id: string): Promise<boolean> {
  const row = await repo.findUpdate(ctx.database.db, id);
  return row !== undefined && (row.publishedAt !== null || isAdmin(viewer));
}

/** timestamp is set on create (by the database), or when a scheduled update is published. */
export async function addUpdate(ctx: AppContext, input: NewUpdate): Promise<UpdateEntry> {
  const { publication, ...fields } = input;
  const plan = await planPublication(ctx.database.db, publication);
  return ctx.database.db.transaction(async (tx) => {
    const row = await repo.insertUpdate(tx, { ...fields, ...publicationValues(plan) });
    if (row.publishedAt) await announcePublished(ctx, tx, row);
    else await announce(ctx, row, tx);
    return toEntry(row, true);
  });
}

/** The first line of an update, cut at a word, as a notice's title. */
function shortTitle(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length <= 80 ? line : `${line.slice(0, 80).replace(/\s+\S*$/, '')}…`;
}

/** lastEdited is set on edit; timestamp, and so the order, stays. */
export async function changeUpdate(ctx: AppContext, id: string, input: UpdateInput): Promise<UpdateEntry> {
  return ctx.database.db.transaction(async (tx) => {
    const row = await repo.editUpdate(tx, id, { ...input, lastEdited: new Date() });
    if (!row) throw notFound('That update');
    await announce(ctx, row, tx);
    return toEntry(row, true);
  });
}

/** A scheduled update deleted before its time is simply gone: nothing is left to claim, so nothing is announced. */
export async function removeUpdate(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await repo.deleteUpdate(tx, id);
    if (!row) throw notFound('That update');
    await announce(ctx, row, tx);
  });
}

/** The due-items claim for updates (ADR 0131); returns how many it published. */
export async function publishDueUpdates(ctx: AppContext, tx: Tx): Promise<number> {
  const rows = await repo.claimDueUpdates(tx);
  for (const row of rows) await announcePublished(ctx, tx, row);
  return rows.length;
}

/** Reschedules, drafts or publishes now an update not yet published; one already published is refused (409). */
export async function scheduleUpdate(ctx: AppContext, id: string, input: PublicationInput): Promise<void> {
  const values = publicationValues(await planPublication(ctx.database.db, input));
  await ctx.database.db.transaction(async (tx) => {
    const row = await repo.setUpdatePublication(tx, id, values);
    if (!row) throw (await repo.findUpdate(tx, id)) ? conflict('already_published', PUBLISHING_MESSAGES.alreadyPublished) : notFound('That update');
    if (row.publishedAt) await announcePublished(ctx, tx, row);
    else await announce(ctx, row, tx);
  });
}

export async function updateCalendarItems(db: Db, from: Date, to: Date): Promise<CalendarItem[]> {
  return (await repo.listCalendarUpdates(db, from, to)).map((row) => ({ kind: 'update', id: row.id, title: row.date, collection: null, publication: publicationOf(row) }));
}

export async function nextUpdateDrop(db: Db): Promise<{ at: Date; title: string } | undefined> {
  const row = await repo.nextScheduledUpdate(db);
  return row?.scheduledFor ? { at: row.scheduledFor, title: row.date } : undefined;
}
