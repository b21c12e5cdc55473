import { CollectionNameSchema, type GalleryImage } from '../../../shared/features/gallery.schema.js';
import { GRID_SIZES, gridSrcSet, PHONE_GRID_MEDIA, WIDE_GRID_MEDIA } from '../../../shared/grid-picture-sizes.js';
import type { FeatureModule } from '../../feature-module.js';
import type { PicturePreload } from '../../plugins/page-html.js';
import { seedGalleryDemo, shouldSeedDemo } from './gallery-demo.seed.js';
import { LikeAnnouncer } from './gallery-likes.service.js';
import { galleryRoutes } from './gallery.routes.js';
import { getGalleryPage } from './gallery.service.js';

/** The grid's first picture is what a phone shows on opening a gallery (its largest paint): fetched with the page. */
function picturePreloads(image: GalleryImage | undefined): PicturePreload[] {
  if (!image) return [];
  return [
    { href: image.thumb.url, media: PHONE_GRID_MEDIA },
    { srcset: gridSrcSet(image.thumb, image.display), sizes: GRID_SIZES, media: WIDE_GRID_MEDIA },
  ];
}

/**
 * Galleries and their images; a gallery view's first page and first picture come with the
 * page (getGalleryPage throws when it is not found or not allowed: the page then carries
 * nothing of it); an embedded development site fills with demo galleries in the background.
 * One per app: its likes' announcements and its demo run are this app's.
 */
export function createGalleryModule(): FeatureModule {
  const likes = new LikeAnnouncer();
  let demoRun: Promise<boolean> | undefined;
  return {
    name: 'gallery',
    routes: (app, ctx) => galleryRoutes(app, ctx, likes),
    firstViews: [
      {
        serves: (view) => CollectionNameSchema.safeParse(view).success,
        read: async (ctx, user, view) => {
          const page = await getGalleryPage(ctx, user, view);
          return { data: page, preloads: picturePreloads(page.images[0]) };
        },
      },
    ],
    seeders: [{ name: 'demo galleries', run: (ctx, log) => (demoRun ??= seedGalleryDemo(ctx, log)), runAtStartup: shouldSeedDemo }],
  };
}
