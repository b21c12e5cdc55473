import type { FeatureModule } from '../../feature-module.js';
import { healthRoutes } from './health.routes.js';

export const healthModule: FeatureModule = { name: 'health', routes: healthRoutes };
