import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import { periodicJob } from '../../periodic-job.js';
import { syncDiscordRoles } from './discord.service.js';

/** Often enough that a new Pro member finds the role within the minute; each pass only reads when nothing changed. */
const EVERY_MS = 30_000;

/**
 * Brings Discord roles in line with who is Pro, on every instance (a link is
 * handled twice at worst, and giving or taking a role twice is harmless).
 */
export function discordRolesJob(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob {
  return periodicJob({ name: 'discord-roles', firstAfterMs: 5_000, everyMs: EVERY_MS, run: () => syncDiscordRoles(ctx, log), failure: 'syncing Discord roles failed', log });
}
