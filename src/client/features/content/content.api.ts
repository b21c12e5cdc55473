import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PATHS, MediaLinksResponseSchema, PoemSchema } from '../../../shared/features/content.schema.js';
import { SiteContentSchema, type SiteContent } from '../../../shared/features/site-content.schema.js';
import { api } from '../../lib/api-client';
import { siteSettingsQuery } from '../../lib/site';

/** The owner-edited content: the poem, the channel and social links, and the Site content editor. */

export const poemQuery = queryOptions({
  queryKey: ['content', 'poem'],
  queryFn: ({ signal }) => api.get(CONTENT_PATHS.poem, { schema: PoemSchema, signal }),
});

export const mediaLinksQuery = queryOptions({
  queryKey: ['content', 'links'],
  queryFn: ({ signal }) => api.get(CONTENT_PATHS.mediaLinks, { schema: MediaLinksResponseSchema, signal }),
  staleTime: 5 * 60_000,
});

export const siteContentQuery = queryOptions({
  queryKey: ['content', 'site-content'],
  queryFn: ({ signal }) => api.get(CONTENT_PATHS.siteContent, { schema: SiteContentSchema, signal }),
});

/** Every owner-edited content query; content.updated invalidates them all (app/live-cache-sync.ts). */
export const contentKeys = { all: ['content'] as const };

export const usePoem = () => useQuery(poemQuery);

export const useMediaLinks = () => useQuery(mediaLinksQuery);

export const useSiteContent = () => useQuery(siteContentQuery);

export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) => api.put(CONTENT_PATHS.siteContent, content, { schema: SiteContentSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteContentQuery.queryKey, saved);
      queryClient.setQueryData(siteSettingsQuery.queryKey, saved.settings);
      void queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}
