import { CurrentUserSchema, type CurrentUser } from '../shared/features/auth.schema.js';
import { parseDashboardSearch } from '../shared/dashboard-address.js';
import { CollectionNameSchema, type GalleryImage } from '../shared/features/gallery.schema.js';
import { UPDATES_PATHS } from '../shared/features/updates.schema.js';
import { firstViewDataPath } from '../shared/first-view-data.js';
import { GRID_SIZES, gridSrcSet, PHONE_GRID_MEDIA, WIDE_GRID_MEDIA } from '../shared/grid-picture-sizes.js';
import { can } from '../shared/permissions.js';
import { CLIENT_ROUTES } from '../shared/routes.js';
import type { AppContext } from './app-context.js';
import { ownView } from './features/auth/auth.service.js';
import { getGalleryPage } from './features/gallery/gallery.service.js';
import { getUpdates } from './features/updates/updates.service.js';
import type { PicturePreload, SignedInPage } from './plugins/page-html.js';

type FirstView = Pick<SignedInPage, 'firstViewData' | 'preloads'>;

/** The grid's first picture is what a phone shows on opening a gallery (its largest paint): fetched with the page. */
function picturePreloads(image: GalleryImage | undefined): PicturePreload[] {
  if (!image) return [];
  return [
    { href: image.thumb.url, media: PHONE_GRID_MEDIA },
    { srcset: gridSrcSet(image.thumb, image.display), sizes: GRID_SIZES, media: WIDE_GRID_MEDIA },
  ];
}

/**
 * What the view the address names shows first, read with the same services and access checks
 * as its API route, and its first picture; nothing when the user may not see it (the view
 * then says so itself, or the dashboard falls back to its default view).
 */
async function firstView(ctx: AppContext, user: CurrentUser, search: string): Promise<FirstView> {
  const path = firstViewDataPath(search);
  if (path === UPDATES_PATHS.list) return can(user, 'view_basic_content') ? { firstViewData: { path, data: await getUpdates(ctx) }, preloads: [] } : { preloads: [] };
  const { view } = parseDashboardSearch(search);
  if (path === null || !CollectionNameSchema.safeParse(view).success) return { preloads: [] };
  // Throws when the gallery is not found or not allowed: the page then carries nothing of it.
  const page = await getGalleryPage(ctx, user, view as string);
  return { firstViewData: { path, data: page }, preloads: picturePreloads(page.images[0]) };
}

/**
 * What the app shell carries for a signed-in visitor (plugins/client-app.ts): the user as
 * GET /api/me answers it, and on the dashboard the view's first data and first picture, so
 * its first render needs no request and the picture downloads with the page. Null when signed out.
 */
export async function signedInPage(ctx: AppContext, user: CurrentUser | null, address: { pathname: string; search: string }): Promise<SignedInPage | null> {
  if (!user) return null;
  const own = CurrentUserSchema.parse(ownView(ctx, user));
  if (address.pathname !== CLIENT_ROUTES.authHome) return { user: own, preloads: [] };
  // A view the page carries nothing for asks for its data itself (and says why it cannot have it):
  // a gallery refused here, or any failed read, never fails the page.
  const view = await firstView(ctx, user, address.search).catch((): FirstView => ({ preloads: [] }));
  return { user: own, ...view };
}
