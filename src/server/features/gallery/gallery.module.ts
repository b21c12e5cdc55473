import type { FeatureModule } from '../../feature-module.js';
import { seedGalleryDemo, shouldSeedDemo } from './gallery-demo.seed.js';
import { galleryRoutes } from './gallery.routes.js';

/** Galleries and their images; an embedded development site fills with demo galleries in the background. */
export const galleryModule: FeatureModule = {
  name: 'gallery',
  routes: galleryRoutes,
  seeders: [{ name: 'demo galleries', run: seedGalleryDemo, runAtStartup: shouldSeedDemo }],
};
