import { apiPath } from './api-paths.js';
import { parseDashboardSearch } from './dashboard-address.js';
import { CollectionNameSchema, GALLERY_PATHS } from './features/gallery.schema.js';
import { UPDATES_PATHS } from './features/updates.schema.js';

/** The default dashboard view (the first of the client's registry), whose data is the updates list. */
export const DEFAULT_VIEW_NAME = 'whats_new';

/**
 * The API address of the data a dashboard address shows first, exactly as the view asks for it:
 * the server puts that address's answer in the page, so the view draws in the first render
 * instead of after its scripts, then a request. Null when the view's first data is not worth it.
 */
export function firstViewDataPath(search: string): string | null {
  const { view = DEFAULT_VIEW_NAME } = parseDashboardSearch(search);
  if (view === DEFAULT_VIEW_NAME) return UPDATES_PATHS.list;
  if (CollectionNameSchema.safeParse(view).success) return apiPath(GALLERY_PATHS.gallery, { collection: view });
  return null;
}
