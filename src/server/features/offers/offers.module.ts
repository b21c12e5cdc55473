import type { FeatureModule } from '../../feature-module.js';
import { offersRoutes } from './offers.routes.js';

export const offersModule: FeatureModule = { name: 'offers', routes: offersRoutes };
