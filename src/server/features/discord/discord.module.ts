import type { FeatureModule } from '../../feature-module.js';
import { discordRolesJob } from './discord-roles.job.js';
import { discordRoutes } from './discord.routes.js';

/** Discord role sync: members link their account; the job gives and takes the role. Tests run passes themselves. */
export const discordModule: FeatureModule = {
  name: 'discord',
  routes: discordRoutes,
  jobs: (ctx, log) => (ctx.discord && ctx.config.env !== 'test' ? [discordRolesJob(ctx, log)] : []),
};
