import { CurrentUserSchema, type CurrentUser } from '../shared/features/auth.schema.js';
import { parseDashboardSearch } from '../shared/dashboard-address.js';
import { DEFAULT_VIEW_NAME, firstViewDataPath } from '../shared/first-view-data.js';
import { CLIENT_ROUTES } from '../shared/routes.js';
import type { AppContext } from './app-context.js';
import { ownView } from './features/auth/auth.service.js';
import type { SignedInPage } from './plugins/page-html.js';

type FirstViewPart = Pick<SignedInPage, 'firstViewData' | 'preloads'>;

/**
 * What the view the address names shows first, read by the first-view provider its feature
 * module declares (ctx.modules.firstViews), and its first pictures; nothing when the view has
 * no provider or the user may not see it (the view then says so itself, or the dashboard falls
 * back to its default view).
 */
async function firstView(ctx: AppContext, user: CurrentUser, search: string): Promise<FirstViewPart> {
  const path = firstViewDataPath(search);
  const { view = DEFAULT_VIEW_NAME } = parseDashboardSearch(search);
  const provider = path === null ? undefined : ctx.modules.firstViews.find((candidate) => candidate.serves(view));
  if (!path || !provider) return { preloads: [] };
  const shown = await provider.read(ctx, user, view);
  return shown ? { firstViewData: { path, data: shown.data }, preloads: shown.preloads ?? [] } : { preloads: [] };
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
  const view = await firstView(ctx, user, address.search).catch((): FirstViewPart => ({ preloads: [] }));
  return { user: own, ...view };
}
