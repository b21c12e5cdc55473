import type { FeatureModule } from '../../feature-module.js';
import { retentionRoutes } from './retention.routes.js';

export const retentionModule: FeatureModule = { name: 'retention', routes: retentionRoutes };
