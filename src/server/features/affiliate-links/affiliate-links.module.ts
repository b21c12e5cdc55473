import type { FeatureModule } from '../../feature-module.js';
import { affiliateLinksRoutes } from './affiliate-links.routes.js';

export const affiliateLinksModule: FeatureModule = { name: 'affiliate-links', routes: affiliateLinksRoutes };
