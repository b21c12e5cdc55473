import type { UpdateEntry, UpdateInput } from '../../../shared/features/updates.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { announceNewContent } from '../notifications/notifications.service.js';
import { deleteUpdate, editUpdate, insertUpdate, listUpdates } from './updates.repo.js';
import type { WhatsNewRow } from './updates.table.js';

function toEntry(row: WhatsNewRow): UpdateEntry {
  return {
    id: row.id,
    date: row.date,
    update: row.update,
    timestamp: row.timestamp.toISOString(),
    lastEdited: row.lastEdited?.toISOString() ?? null,
  };
}

/** Every signed-in tab refetches the list when it changes. */
const announce = (ctx: AppContext, id: string, tx: Tx) =>
  ctx.live.publish({ type: 'updates.changed', data: { id } }, { kind: 'signed_in' }, tx);

/** Newest first (SPEC §7: ordered by timestamp descending). */
export async function getUpdates(ctx: AppContext): Promise<UpdateEntry[]> {
  return (await listUpdates(ctx.database.db)).map(toEntry);
}

/** timestamp is set on create (by the database). */
export async function addUpdate(ctx: AppContext, input: UpdateInput): Promise<UpdateEntry> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const row = await insertUpdate(tx, input);
    await announce(ctx, row.id, tx);
    return row;
  });
  // Every signed-in member may read updates, so every member hears of it in full.
  await announceNewContent(ctx, { kind: 'update', id: row.id, title: shortTitle(row.update), tier: 'basic' });
  return toEntry(row);
}

/** The first line of an update, cut at a word, as a notice's title. */
function shortTitle(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length <= 80 ? line : `${line.slice(0, 80).replace(/\s+\S*$/, '')}…`;
}

/** lastEdited is set on edit; timestamp, and so the order, stays. */
export async function changeUpdate(ctx: AppContext, id: string, input: UpdateInput): Promise<UpdateEntry> {
  return ctx.database.db.transaction(async (tx) => {
    const row = await editUpdate(tx, id, { ...input, lastEdited: new Date() });
    if (!row) throw notFound('That update');
    await announce(ctx, row.id, tx);
    return toEntry(row);
  });
}

export async function removeUpdate(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await deleteUpdate(tx, id))) throw notFound('That update');
    await announce(ctx, id, tx);
  });
}
