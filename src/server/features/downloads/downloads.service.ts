import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import {
  deviceTypeOf,
  type DownloadEvent,
  type DownloadEventList,
  type NewDownloadEvent,
} from '../../../shared/features/downloads.schema.js';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { CursorInstantSchema, decodePageCursor, splitPage } from '../../page-cursor.js';
import { insertDownloadEvent, listLatestDownloadEvents } from './downloads.repo.js';
import type { DownloadEventRow } from './downloads.table.js';

export interface RequestFacts {
  userAgent: string;
  /** Taken by the server from the connection (or the trusted proxy), never from the client's word. */
  ipAddress: string;
}

function toEvent(row: DownloadEventRow & { position?: unknown }): DownloadEvent {
  const { createdAt, position: _position, ...rest } = row;
  return { ...rest, timestamp: createdAt.toISOString() };
}

/** SPEC §4 download logging: records who tried to save which photo, and tells the admins at once. */
export async function logDownload(ctx: AppContext, user: CurrentUser, input: NewDownloadEvent, facts: RequestFacts): Promise<DownloadEvent> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const inserted = await insertDownloadEvent(tx, {
      userId: user.id,
      userEmail: user.email,
      photoUrl: input.photoUrl,
      galleryName: input.galleryName,
      downloadMethod: input.downloadMethod,
      userAgent: facts.userAgent.slice(0, 500),
      ipAddress: facts.ipAddress,
      deviceType: deviceTypeOf(facts.userAgent),
      location: null,
    });
    await ctx.live.publish({ type: 'downloads.logged', data: { id: inserted.id } }, { kind: 'admins' }, tx);
    return inserted;
  });
  return toEvent(row);
}

const DownloadCursorSchema = z.tuple([CursorInstantSchema, z.uuid()]);

/** The Police tab: the events newest first, a page at a time. */
export async function latestDownloads(ctx: AppContext, page: { cursor?: string; limit: number }): Promise<DownloadEventList> {
  const after = decodePageCursor(page.cursor, DownloadCursorSchema);
  const { rows, nextCursor } = splitPage(await listLatestDownloadEvents(ctx.database.db, { after, limit: page.limit + 1 }), page.limit, (row) => row.position);
  return { events: rows.map(toEvent), nextCursor };
}
