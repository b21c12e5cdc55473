import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS, SiteSettingsSchema, type SiteSettings } from '../../shared/features/content.schema.js';
import { api } from './api-client';
import { useLiveEvent } from './live-events';

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'],
  queryFn: ({ signal }) => api.get('/api/site', { schema: SiteSettingsSchema, signal }),
  staleTime: 5 * 60_000,
  // The defaults stand in while loading, so pages never flash empty.
  placeholderData: DEFAULT_SITE_SETTINGS,
});

/** Site title, company name, support e-mail and copyright year, as set on the server. */
export function useSiteSettings(): SiteSettings {
  const queryClient = useQueryClient();
  const { data } = useQuery(siteSettingsQuery);
  // Signed-in tabs follow the owner's Site content saves at once.
  useLiveEvent('content.updated', () => void queryClient.invalidateQueries({ queryKey: siteSettingsQuery.queryKey }));
  return data ?? DEFAULT_SITE_SETTINGS;
}
