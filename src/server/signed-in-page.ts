import type { CurrentUser } from '../shared/features/auth.schema.js';
import { CurrentUserSchema } from '../shared/features/auth.schema.js';
import { parseDashboardSearch } from '../shared/dashboard-address.js';
import { CollectionNameSchema, type GalleryImage } from '../shared/features/gallery.schema.js';
import { firstViewDataPath } from '../shared/first-view-data.js';
import { GRID_SIZES, gridSrcSet, PHONE_GRID_MEDIA, WIDE_GRID_MEDIA } from '../shared/grid-picture-sizes.js';
import { CLIENT_ROUTES } from '../shared/routes.js';
import type { AppContext } from './app-context.js';
import { ownView } from './features/auth/auth.service.js';
import { getGalleryPage } from './features/gallery/gallery.service.js';
import type { Preload, SignedInPage } from './plugins/page-html.js';

/** The grid's first picture is what a phone shows on opening a gallery (its largest paint): fetched with the page. */
const PRELOADED_PICTURES = 1;

function picturePreloads(image: GalleryImage): Preload[] {
  return [
    { as: 'image', href: image.thumb.url, media: PHONE_GRID_MEDIA },
    { as: 'image', srcset: gridSrcSet(image.thumb, image.display), sizes: GRID_SIZES, media: WIDE_GRID_MEDIA },
  ];
}

/** The first pictures of the gallery a dashboard address names, as the grid will ask for them; none when this user may not see it. */
async function galleryPreloads(ctx: AppContext, user: CurrentUser, search: string): Promise<Preload[]> {
  const { view } = parseDashboardSearch(search);
  if (!CollectionNameSchema.safeParse(view).success) return [];
  try {
    const page = await getGalleryPage(ctx, user, view as string, undefined, PRELOADED_PICTURES);
    return page.images.flatMap(picturePreloads);
  } catch {
    // Not found or not allowed: the view says so itself once it loads.
    return [];
  }
}

/**
 * What the app shell carries for a signed-in visitor (plugins/client-app.ts): the user as
 * GET /api/me answers it, and on the dashboard the view's first data and first pictures, so
 * they download with the page instead of after its scripts. Null when signed out.
 */
export async function signedInPage(ctx: AppContext, user: CurrentUser | null, address: { pathname: string; search: string }): Promise<SignedInPage | null> {
  if (!user) return null;
  const own = CurrentUserSchema.parse(ownView(ctx, user));
  if (address.pathname !== CLIENT_ROUTES.authHome) return { user: own, preloads: [] };
  const dataPath = firstViewDataPath(address.search);
  const data: Preload[] = dataPath ? [{ as: 'fetch', href: dataPath }] : [];
  return { user: own, preloads: [...data, ...(await galleryPreloads(ctx, user, address.search))] };
}
