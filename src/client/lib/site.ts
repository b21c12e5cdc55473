import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS, SiteSettingsSchema, type SiteSettings } from '../../shared/features/content.schema.js';
import { api } from './api-client';

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'],
  queryFn: ({ signal }) => api.get('/api/site', { schema: SiteSettingsSchema, signal }),
  staleTime: 5 * 60_000,
  // The defaults stand in while loading, so pages never flash empty.
  placeholderData: DEFAULT_SITE_SETTINGS,
});

/** Site title, company name, support e-mail and copyright year, as set on the server. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(siteSettingsQuery);
  return data ?? DEFAULT_SITE_SETTINGS;
}
