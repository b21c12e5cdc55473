import { z } from 'zod';

/** Signed-in devices: the member's own sessions, listed in the profile and ended from there. */
export const DEVICES_PATHS = {
  /** GET (member): own live sessions, this one first. */
  list: '/api/devices',
  /** DELETE (member): ends one of own sessions. */
  one: '/api/devices/:id',
  /** POST (member): ends every own session but this one. */
  signOutOthers: '/api/devices/sign-out-others',
} as const;

export const DeviceIdParamsSchema = z.object({ id: z.uuid() });

export const DeviceSchema = z.object({
  id: z.uuid(),
  /**
   * "Chrome", "Safari", "Instagram app"…; "Unknown browser" when the User-Agent says nothing we know;
   * null when nothing was kept (a session from before devices were listed, until its next visit).
   */
  browser: z.string().nullable(),
  /** "Windows", "iOS", "Android"…; "Unknown system" when unknown; null with `browser`. */
  os: z.string().nullable(),
  /** The client address at sign-in, masked ("203.0.113.x"); null when none was kept. */
  place: z.string().nullable(),
  /** Where that address is: a country ("Germany"), "This network" (private or loopback), or null when unknown. */
  region: z.string().nullable(),
  /** The session of the browser asking. */
  current: z.boolean(),
  /** Epoch seconds. */
  signedInAt: z.number().int(),
  /** Epoch seconds; written at most every few minutes. */
  lastSeenAt: z.number().int(),
});

export const DeviceListSchema = z.object({ devices: z.array(DeviceSchema) });
export const SignedOutOthersSchema = z.object({ ended: z.number().int().nonnegative() });

export type Device = z.infer<typeof DeviceSchema>;
export type DeviceList = z.infer<typeof DeviceListSchema>;
