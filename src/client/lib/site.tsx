import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CONTENT_PATHS, DEFAULT_SITE_SETTINGS, SiteSettingsSchema } from '../../shared/features/content.schema.js';
import { api } from './api-client';
import { readEmbeddedSiteSettings, SiteSettingsContext } from './site-settings';

const embedded = readEmbeddedSiteSettings();

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'],
  queryFn: ({ signal }) => api.get(CONTENT_PATHS.site, { schema: SiteSettingsSchema, signal }),
  staleTime: 5 * 60_000,
  // The page the server sent carries the settings; without them, the defaults stand in while loading.
  ...(embedded ? { initialData: embedded } : { placeholderData: DEFAULT_SITE_SETTINGS }),
});

/** Gives the router app the site settings from the query cache (see lib/site-settings.ts). */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(siteSettingsQuery);
  // Signed-in tabs follow the owner's Site content saves at once (content.updated, app/live-cache-sync.ts).
  return <SiteSettingsContext value={data ?? DEFAULT_SITE_SETTINGS}>{children}</SiteSettingsContext>;
}
