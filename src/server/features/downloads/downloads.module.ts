import type { FeatureModule } from '../../feature-module.js';
import { downloadsRoutes } from './downloads.routes.js';

export const downloadsModule: FeatureModule = { name: 'downloads', routes: downloadsRoutes };
