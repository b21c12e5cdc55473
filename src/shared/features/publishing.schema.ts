import { z } from 'zod';

/**
 * Scheduled publishing (issue 28): a picture, a gallery or a What's New update is published, a draft, or
 * scheduled for a date and time in the owner's time zone. Members only ever receive published items.
 */

export const PUBLISHING_MESSAGES = {
  scheduleInPast: 'Please choose a date and time in the future.',
  unknownTimeZone: 'This is not a time zone we know. Please pick one from the list (for example Europe/Berlin).',
  localDateTime: 'Please enter a date and time.',
  alreadyPublished: 'This item is already published; it cannot be scheduled again.',
} as const;

/** What the owner types: a wall-clock time without zone, `2026-12-24T18:30`, read in their time zone. */
export const LocalDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, PUBLISHING_MESSAGES.localDateTime);

/** An IANA time zone name, accepted only when this runtime's Intl knows it. */
export const TimeZoneSchema = z.string().trim().min(1, PUBLISHING_MESSAGES.unknownTimeZone).max(64).refine(isKnownTimeZone, PUBLISHING_MESSAGES.unknownTimeZone);

export const PUBLICATION_STATES = ['published', 'draft', 'scheduled'] as const;

/** The owner's choice in a form: now, a draft, or a time in their zone. */
export const PublicationInputSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('published') }),
  z.object({ state: z.literal('draft') }),
  z.object({ state: z.literal('scheduled'), at: LocalDateTimeSchema }),
]);
export type PublicationInput = z.infer<typeof PublicationInputSchema>;

/** An item's state as the owner sees it: `at` is when it was published, or when it is scheduled (ISO); null for a draft. */
export const PublicationSchema = z.object({ state: z.enum(PUBLICATION_STATES), at: z.string().nullable() });
export type Publication = z.infer<typeof PublicationSchema>;

/** The owner's publishing settings. */
export const PublishingSettingsSchema = z.object({
  timeZone: TimeZoneSchema,
  /** Whether Pro members' "next drop" names the item, or only its date. */
  showNextDropTitle: z.boolean(),
});
export type PublishingSettings = z.infer<typeof PublishingSettingsSchema>;

export const DEFAULT_TIME_ZONE = 'UTC';

export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(zoneFormat(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in a zone. The offset is read twice, so a time just after a
 * change of clocks uses the offset in force then; a time skipped by a change (02:30 when clocks jump
 * from 02:00 to 03:00) lands on the same wall-clock distance after the jump.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffsetMs(new Date(first), timeZone));
}

/** An instant as the wall-clock value of a `datetime-local` field in a zone, `2026-12-24T18:30`. */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

export const CALENDAR_ITEM_KINDS = ['image', 'gallery', 'update'] as const;
export type CalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];

/** One picture, gallery or update on the owner's calendar. */
export const CalendarItemSchema = z.object({
  kind: z.enum(CALENDAR_ITEM_KINDS),
  id: z.uuid(),
  title: z.string(),
  /** The picture's or gallery's collection (to open it); null for an update. */
  collection: z.string().nullable(),
  publication: PublicationSchema,
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

/** How far ahead the owner's dashboard looks for something scheduled (the spec's "new content twice a month"). */
export const EMPTY_FORTNIGHT_DAYS = 14;

/** Left out: the owner's current month. */
export const CalendarMonthQuerySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please give a month as YYYY-MM.').optional() });

export const CalendarMonthSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  /** Drafts (no date), everything scheduled, and what was published within the month. */
  items: z.array(CalendarItemSchema),
  /** True when nothing is scheduled within the next EMPTY_FORTNIGHT_DAYS days. */
  emptyFortnight: z.boolean(),
});
export type CalendarMonth = z.infer<typeof CalendarMonthSchema>;

export const CalendarItemParamsSchema = z.object({ kind: z.enum(CALENDAR_ITEM_KINDS), id: z.uuid() });

/** What Pro members see of the next scheduled item: its time, and its title only when the owner allows. */
export const NextDropSchema = z.object({ at: z.string().nullable(), title: z.string().nullable() });
export type NextDrop = z.infer<typeof NextDropSchema>;

export const CALENDAR_MESSAGES = {
  emptyFortnight: 'Nothing is scheduled for the next 14 days. Pro members were promised new content twice a month.',
  nextDrop: 'Next drop',
} as const;

export const PUBLISHING_PATHS = {
  /** GET, PUT (admin): the owner's time zone and next-drop choice. */
  settings: '/api/admin/publishing/settings',
  /** GET (admin): one month of the content calendar, `?month=2026-12`. */
  calendar: '/api/admin/calendar',
  /** PUT (admin): reschedule, draft or publish now one item. */
  calendarItem: '/api/admin/calendar/:kind/:id',
  /** GET (Pro): the next scheduled drop. */
  nextDrop: '/api/next-drop',
} as const;
