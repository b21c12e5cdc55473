import { z } from 'zod';

/** Discord role sync: Pro members link their Discord account and hold the owner's Discord role while Pro. */
export const DISCORD_PATHS = {
  /** GET (signed in): whether Discord is on here and this account's link; DELETE: unlinks (the role goes too). */
  mine: '/api/discord',
  /** POST (Pro): starts linking; answers the Discord address to send the browser to. */
  link: '/api/discord/link',
  /** GET: where Discord sends the browser back with `code` and `state`. */
  callback: '/api/discord/callback',
  /** GET (admin): how role sync stands. */
  status: '/api/admin/discord',
} as const;

/** The OAuth2 scopes asked for: who the member is, and leave to add them to the server. */
export const DISCORD_SCOPES = ['identify', 'guilds.join'] as const;

export const DISCORD_MESSAGES = {
  notPro: 'Linking Discord is for Pro members.',
  off: 'Discord is not set up on this site.',
  badState: 'This Discord link was not started here or has expired. Start again from your profile.',
  badCode: 'Discord did not accept this sign-in. Start again from your profile.',
  cancelled: 'Linking Discord was cancelled.',
  taken: 'That Discord account is already linked to another member.',
  unavailable: 'Discord could not be reached. Try again in a few minutes.',
} as const;

/** The query Discord sends back: a code, or an error when the member said no. */
export const DiscordCallbackQuerySchema = z.object({
  code: z.string().min(1).max(512).optional(),
  state: z.string().min(1).max(512).optional(),
  error: z.string().max(200).optional(),
});

/** Granted: the member holds the role; pending: waiting to be granted or removed (Discord away, or just changed). */
export const DISCORD_ROLE_STATES = ['granted', 'pending', 'none'] as const;

export const DiscordLinkSchema = z.object({
  username: z.string(),
  linkedAt: z.string(),
  role: z.enum(DISCORD_ROLE_STATES),
});
export type DiscordLink = z.infer<typeof DiscordLinkSchema>;

export const MyDiscordSchema = z.object({
  /** False when the owner has not set Discord up: the profile shows nothing. */
  available: z.boolean(),
  link: DiscordLinkSchema.nullable(),
});
export type MyDiscord = z.infer<typeof MyDiscordSchema>;

export const DiscordLinkStartSchema = z.object({ url: z.string() });

export const DiscordStatusSchema = z.object({
  available: z.boolean(),
  /** 'discord', or the local stand-in of development and tests. */
  provider: z.enum(['discord', 'standin']).nullable(),
  guildId: z.string().nullable(),
  roleId: z.string().nullable(),
  linked: z.number().int(),
  granted: z.number().int(),
  /** Links whose role is still to be given or taken, and the newest error Discord gave for one. */
  waiting: z.number().int(),
  lastError: z.string().nullable(),
});
export type DiscordStatus = z.infer<typeof DiscordStatusSchema>;
