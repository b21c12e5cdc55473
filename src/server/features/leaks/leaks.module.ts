import type { FeatureModule } from '../../feature-module.js';
import { leaksRoutes } from './leaks.routes.js';
import { markedCopiesUseJob } from './marked-copies.job.js';

export const leaksModule: FeatureModule = { name: 'leaks', routes: leaksRoutes, jobs: (ctx, log) => [markedCopiesUseJob(ctx, log)] };
