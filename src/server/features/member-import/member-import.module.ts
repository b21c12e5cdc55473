import type { FeatureModule } from '../../feature-module.js';
import { memberImportRoutes } from './member-import.routes.js';

/** Member import from Ghost, Patreon or a plain list: the owner's screen here, the same service behind `npm run admin -- import-members`. */
export const memberImportModule: FeatureModule = {
  name: 'member-import',
  routes: memberImportRoutes,
};
