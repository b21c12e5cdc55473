import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../keyset-page.js';

/** Download monitoring (SPEC §2 admin dashboard, §3 photo download event, §4, §9). */
/** Events in one page of the download monitor. */
export const DOWNLOAD_MONITOR_LIMIT = 50;
export const PHOTO_TEXT_LIMIT = 40;
export const GALLERY_TEXT_LIMIT = 30;
export const LONG_PRESS_MS = 800;
export const DOWNLOADS_PATHS = {
  /** POST: log one download; GET (admin): the log, a page at a time. */
  events: '/api/downloads',
} as const;
export const NO_DOWNLOADS_MESSAGE = 'No download events recorded yet.';

export const DOWNLOAD_METHODS = ['long_press', 'context_menu', 'drag_start'] as const;
export const DEVICE_TYPES = ['iPhone', 'iPad', 'Android', 'Windows', 'Mac', 'Unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** SPEC §4: the device type told by the user agent. iPad before Mac: iPads say "Macintosh" only without "iPad". */
export function deviceTypeOf(userAgent: string): DeviceType {
  if (/iPhone/i.test(userAgent)) return 'iPhone';
  if (/iPad/i.test(userAgent)) return 'iPad';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'Mac';
  return 'Unknown';
}

/** Cuts a text to `limit` characters, marking the cut with an ellipsis. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

export const NewDownloadEventSchema = z.object({
  photoUrl: z.string().min(1).max(2000),
  galleryName: z.string().min(1).max(200),
  downloadMethod: z.enum(DOWNLOAD_METHODS),
});
export type NewDownloadEvent = z.infer<typeof NewDownloadEventSchema>;

export const DownloadEventSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  userEmail: z.string(),
  photoUrl: z.string(),
  galleryName: z.string(),
  userAgent: z.string(),
  timestamp: z.string(),
  ipAddress: z.string(),
  /** Not looked up: no outside IP service is called from the server (SPEC §3 keeps the field). */
  location: z.string().nullable(),
  downloadMethod: z.enum(DOWNLOAD_METHODS),
  deviceType: z.enum(DEVICE_TYPES),
});
export type DownloadEvent = z.infer<typeof DownloadEventSchema>;
/** One page of the monitor, newest first; `nextCursor` asks for the older events after it. */
export const DownloadEventListSchema = z.object({ events: z.array(DownloadEventSchema), nextCursor: NextCursorSchema });
export type DownloadEventList = z.infer<typeof DownloadEventListSchema>;
export const DownloadEventsQuerySchema = pageQuerySchema(DOWNLOAD_MONITOR_LIMIT);
