import { EMPTY_FORTNIGHT_DAYS, instantToZonedTime, zonedTimeToInstant, type CalendarItemKind, type CalendarMonth, type NextDrop, type PublicationInput } from '../../../shared/features/publishing.schema.js';
import type { AppContext } from '../../app-context.js';
import { galleryCalendarItems, nextGalleryDrop, publishDueGalleryContent, scheduleGalleryItem } from '../gallery/gallery.service.js';
import { nextUpdateDrop, publishDueUpdates, scheduleUpdate, updateCalendarItems } from '../updates/updates.service.js';
import { getPublishingSettings } from './publishing.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One pass of the due-items job: claims and announces every gallery, picture and update whose time
 * has come, in one transaction. Safe on every instance at once: each item is claimed by one UPDATE only.
 */
export async function publishDueContent(ctx: AppContext): Promise<number> {
  return ctx.database.db.transaction(async (tx) => (await publishDueGalleryContent(ctx, tx)) + (await publishDueUpdates(ctx, tx)));
}

async function nextDropOf(ctx: AppContext) {
  const db = ctx.database.db;
  const [gallery, update] = await Promise.all([nextGalleryDrop(db), nextUpdateDrop(db)]);
  return [gallery, update].filter((drop) => drop !== undefined).sort((a, b) => a.at.getTime() - b.at.getTime())[0];
}

/** A month (`2026-12`) of the owner's calendar in their time zone, with the empty-fortnight warning. */
export async function calendarMonth(ctx: AppContext, asked: string | undefined, now = new Date()): Promise<CalendarMonth> {
  const db = ctx.database.db;
  const { timeZone } = await getPublishingSettings(db);
  const month = asked ?? instantToZonedTime(now, timeZone).slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  const from = zonedTimeToInstant(`${month}-01T00:00`, timeZone);
  const to = zonedTimeToInstant(`${next}-01T00:00`, timeZone);
  const [galleryItems, updateItems, drop] = await Promise.all([galleryCalendarItems(db, from, to), updateCalendarItems(db, from, to), nextDropOf(ctx)]);
  return {
    month,
    timeZone,
    items: [...galleryItems, ...updateItems],
    emptyFortnight: !drop || drop.at.getTime() - now.getTime() > EMPTY_FORTNIGHT_DAYS * DAY_MS,
  };
}

/** What Pro members see of the next scheduled item: its time, and its title only when the owner allows it. */
export async function nextDrop(ctx: AppContext): Promise<NextDrop> {
  const [drop, settings] = await Promise.all([nextDropOf(ctx), getPublishingSettings(ctx.database.db)]);
  return { at: drop?.at.toISOString() ?? null, title: drop && settings.showNextDropTitle ? drop.title : null };
}

/** The calendar's drag and date field: reschedule, draft or publish now one item of any kind. */
export async function scheduleItem(ctx: AppContext, kind: CalendarItemKind, id: string, input: PublicationInput): Promise<void> {
  if (kind === 'update') await scheduleUpdate(ctx, id, input);
  else await scheduleGalleryItem(ctx, kind, id, input);
}
