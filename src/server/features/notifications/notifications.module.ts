import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { FeatureModule } from '../../feature-module.js';
import { notificationWorkerJob } from './notification-worker.job.js';
import { notificationsRoutes } from './notifications.routes.js';

/**
 * Queued e-mails and push notices; other features queue them through the service,
 * this module sends them, and keeps each member's preferences and push subscriptions.
 */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  routes: async (app: FastifyInstance, ctx: AppContext) => {
    await app.register(async (scope) => notificationsRoutes(scope, ctx));
  },
  jobs: (ctx, log) => [notificationWorkerJob(ctx, log)],
};
