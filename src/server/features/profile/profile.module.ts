import type { FeatureModule } from '../../feature-module.js';
import { profileRoutes } from './profile.routes.js';

export const profileModule: FeatureModule = { name: 'profile', routes: profileRoutes };
