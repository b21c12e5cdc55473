import type { QueryClient } from '@tanstack/react-query';
import { apiPath } from '../../shared/api-paths.js';
import { GALLERY_PATHS, GalleryPageSchema } from '../../shared/features/gallery.schema.js';
import { UPDATES_PATHS, UpdateListSchema } from '../../shared/features/updates.schema.js';
import { firstViewDataPath } from '../../shared/first-view-data.js';
import { FIRST_VIEW_DATA_ELEMENT_ID } from '../../shared/page-slots.js';
import { galleryQuery } from '../features/gallery/gallery.api';
import { updatesQuery } from '../features/updates/updates.api';
import { readEmbeddedJson } from '../lib/embedded-json';

/**
 * The first data of the dashboard view, as the server put it in the page (signed-in-page.ts on the
 * server), into the cache under the view's own query, checked as the API's answer would be: the
 * view draws in the first render, its first picture with it. Only for the address the page is at,
 * and read once.
 */
export function seedFirstViewData(queryClient: QueryClient, search = window.location.search): void {
  const embedded = readEmbeddedJson(FIRST_VIEW_DATA_ELEMENT_ID) as { path?: unknown; data?: unknown } | null;
  document.getElementById(FIRST_VIEW_DATA_ELEMENT_ID)?.remove();
  if (!embedded || embedded.path !== firstViewDataPath(search)) return;
  if (embedded.path === UPDATES_PATHS.list) {
    const updates = UpdateListSchema.safeParse(embedded.data);
    if (updates.success) queryClient.setQueryData(updatesQuery.queryKey, updates.data);
    return;
  }
  const page = GalleryPageSchema.safeParse(embedded.data);
  if (!page.success || apiPath(GALLERY_PATHS.gallery, { collection: page.data.collectionName }) !== embedded.path) return;
  queryClient.setQueryData(galleryQuery(page.data.collectionName).queryKey, { pages: [page.data], pageParams: [null] });
}
