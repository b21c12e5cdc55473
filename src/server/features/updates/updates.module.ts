import type { FeatureModule } from '../../feature-module.js';
import { updatesRoutes } from './updates.routes.js';

export const updatesModule: FeatureModule = { name: 'updates', routes: updatesRoutes };
