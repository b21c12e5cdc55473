import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_LINKS_PATH, MediaLinksSchema, POEM_PATH, PoemSchema, SITE_CONTENT_PATH } from '../../../shared/features/content.schema.js';
import { SiteContentSchema, type SiteContent } from '../../../shared/features/site-content.schema.js';
import { api } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live-events';
import { siteSettingsQuery } from '../../lib/site';

/** The owner-edited content: the poem, the channel and social links, and the Site content editor. */

export const poemQuery = queryOptions({
  queryKey: ['content', 'poem'],
  queryFn: ({ signal }) => api.get(POEM_PATH, { schema: PoemSchema, signal }),
});

export const mediaLinksQuery = queryOptions({
  queryKey: ['content', 'links'],
  queryFn: ({ signal }) => api.get(MEDIA_LINKS_PATH, { schema: MediaLinksSchema, signal }),
  staleTime: 5 * 60_000,
});

export const siteContentQuery = queryOptions({
  queryKey: ['content', 'site-content'],
  queryFn: ({ signal }) => api.get(SITE_CONTENT_PATH, { schema: SiteContentSchema, signal }),
});

/** When the owner saves, every open tab refetches what it shows. */
function useContentLiveRefresh() {
  const queryClient = useQueryClient();
  useLiveEvent('content.updated', () => {
    void queryClient.invalidateQueries({ queryKey: ['content'] });
    void queryClient.invalidateQueries({ queryKey: siteSettingsQuery.queryKey });
  });
}

export function usePoem() {
  useContentLiveRefresh();
  return useQuery(poemQuery);
}

export function useMediaLinks() {
  useContentLiveRefresh();
  return useQuery(mediaLinksQuery);
}

export const useSiteContent = () => useQuery(siteContentQuery);

export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) => api.put(SITE_CONTENT_PATH, content, { schema: SiteContentSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteContentQuery.queryKey, saved);
      queryClient.setQueryData(siteSettingsQuery.queryKey, saved.settings);
      void queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}
