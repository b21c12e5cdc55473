import type { FeatureModule } from '../../feature-module.js';
import { publishingDueJob } from './publishing-due.job.js';
import { publishingRoutes } from './publishing.routes.js';

/**
 * Scheduled publishing: the owner's time zone, the content calendar, Pro members' next drop, and the
 * due-items job. The items themselves (pictures, galleries, updates) stay with their features.
 */
export const publishingModule: FeatureModule = { name: 'publishing', routes: publishingRoutes, jobs: (ctx, log) => (ctx.config.env === 'test' ? [] : [publishingDueJob(ctx, log)]) };
