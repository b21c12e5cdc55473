import type { FastifyBaseLogger } from 'fastify';
import { DISCORD_MESSAGES, DISCORD_PATHS, DISCORD_SCOPES, type DiscordStatus, type MyDiscord } from '../../../shared/features/discord.schema.js';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { isPro } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFoundAs, refused, unavailable } from '../../errors.js';
import type { DiscordClient } from '../../integrations/discord.js';
import { DiscordRefused } from '../../integrations/discord-refused.js';
import { dueRoleChanges, endLink, findLink, linkCounts, recordRoleDone, recordRoleFailed, saveLink, type RoleChange } from './discord.repo.js';

const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Links handled per pass; the next pass takes the rest. */
const BATCH = 50;

/** 1 min, 2 min, 4 min … then hourly, for as long as Discord keeps failing: the role is owed until it is given. */
export function discordRetryDelayMs(attemptsSoFar: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attemptsSoFar, MAX_RETRY_MS);
}

const redirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}${DISCORD_PATHS.callback}`;

function client(ctx: AppContext): DiscordClient {
  if (!ctx.discord) throw notFoundAs('discord_off', DISCORD_MESSAGES.off);
  return ctx.discord;
}

export async function myDiscord(ctx: AppContext, user: CurrentUser): Promise<MyDiscord> {
  if (!ctx.discord) return { available: false, link: null };
  const link = await findLink(ctx.database.db, user.id);
  if (!link) return { available: true, link: null };
  const wanted = isPro(user);
  return {
    available: true,
    link: { username: link.discordUsername, linkedAt: link.linkedAt.toISOString(), role: link.roleGranted === wanted ? (wanted ? 'granted' : 'none') : 'pending' },
  };
}

/** The Discord address to send a Pro member's browser to; `newState` makes what the callback must bring back. */
export function discordAuthorizeUrl(ctx: AppContext, user: CurrentUser, newState: () => string): string {
  const discord = client(ctx);
  if (!isPro(user)) throw refused('discord_not_pro', DISCORD_MESSAGES.notPro);
  return discord.authorizeUrl(newState(), redirectUri(ctx), DISCORD_SCOPES);
}

/** Refuses a start the member did not make here before anything reaches Discord. */
export function checkLinkState(stateMatches: boolean): void {
  if (!stateMatches) throw badRequest('discord_bad_state', DISCORD_MESSAGES.badState);
}

/** Trades Discord's code for the member's account and links it; the role job does the rest. */
export async function finishDiscordLink(ctx: AppContext, user: CurrentUser, code: string | undefined): Promise<void> {
  const discord = client(ctx);
  if (!isPro(user)) throw refused('discord_not_pro', DISCORD_MESSAGES.notPro);
  if (!code) throw badRequest('discord_bad_code', DISCORD_MESSAGES.badCode);
  let account;
  let accessToken;
  try {
    accessToken = await discord.exchangeCode(code, redirectUri(ctx));
    account = await discord.currentUser(accessToken);
  } catch (error) {
    if (error instanceof DiscordRefused) throw badRequest('discord_bad_code', DISCORD_MESSAGES.badCode);
    throw unavailable('discord_unavailable', DISCORD_MESSAGES.unavailable);
  }
  try {
    const saved = await saveLink(ctx.database.db, { userId: user.id, discordUserId: account.id, discordUsername: account.username, accessToken });
    if (!saved) throw unavailable('discord_unlinking', DISCORD_MESSAGES.unavailable);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('discord_taken', DISCORD_MESSAGES.taken);
    throw error;
  }
}

export async function unlinkDiscord(ctx: AppContext, user: CurrentUser): Promise<void> {
  if (!(await endLink(ctx.database.db, user.id))) throw notFoundAs('discord_not_linked', 'No Discord account is linked.');
}

/** For the owner's status line: Discord's status code when there is one, and its words. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = 'status' in error && typeof error.status === 'number' ? `${error.status} ` : '';
  return `${status}${error.message || error.name}`;
}

async function applyRoleChange(discord: DiscordClient, change: RoleChange): Promise<void> {
  if (!change.grant) return discord.removeRole(change.discordUserId);
  // guilds.join: a member not yet in the server joins with the role; one already there gets it below.
  if (change.accessToken) await discord.addToGuild(change.discordUserId, change.accessToken);
  await discord.grantRole(change.discordUserId);
}

/**
 * One pass of the role job: gives the role to linked Pro members who lack it
 * and takes it from everyone else who holds it. A failure (Discord away,
 * refusing) is retried later with backoff; no request ever waits on Discord.
 */
export async function syncDiscordRoles(ctx: AppContext, log?: FastifyBaseLogger, now = new Date()): Promise<{ done: number; failed: number }> {
  if (!ctx.discord) return { done: 0, failed: 0 };
  let done = 0;
  let failed = 0;
  for (const change of await dueRoleChanges(ctx.database.db, now, BATCH)) {
    try {
      await applyRoleChange(ctx.discord, change);
      await recordRoleDone(ctx.database.db, change.userId, change.grant);
      done += 1;
    } catch (error) {
      const message = describeFailure(error);
      await recordRoleFailed(ctx.database.db, change.userId, { error: message, retryAt: new Date(now.getTime() + discordRetryDelayMs(change.attempts)) });
      log?.warn({ user: change.userId, grant: change.grant, err: error }, 'Discord role change failed; retrying later');
      failed += 1;
    }
  }
  return { done, failed };
}

export async function discordStatus(ctx: AppContext): Promise<DiscordStatus> {
  const settings = ctx.discord?.settings;
  const counts = await linkCounts(ctx.database.db);
  return {
    available: Boolean(settings),
    provider: settings ? (ctx.config.discord ? 'discord' : 'standin') : null,
    guildId: settings?.guildId ?? null,
    roleId: settings?.roleId ?? null,
    ...counts,
  };
}
