import type { FeatureModule } from '../../feature-module.js';
import { contentRoutes } from './content.routes.js';

export const contentModule: FeatureModule = { name: 'content', routes: contentRoutes };
