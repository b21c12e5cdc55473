import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AFFILIATE_LINKS_PATHS,
  AffiliateLinkListSchema,
  AffiliateLinkSchema,
  type AffiliateLinkFields,
} from '../../../shared/features/affiliate-links.schema.js';
import { api } from '../../lib/api-client';
import { MEDIA_URL_QUERY_OPTIONS } from '../../lib/media-urls';
import { apiPath } from '../../../shared/api-paths.js';

/** My LinkTree: the cards, the owner's add/edit/delete (multipart, with an optional image), live refreshes. */

export const affiliateLinksQuery = queryOptions({
  queryKey: ['affiliate-links'],
  queryFn: ({ signal }) => api.get(AFFILIATE_LINKS_PATHS.list, { schema: AffiliateLinkListSchema, signal }),
  ...MEDIA_URL_QUERY_OPTIONS,
});

export function useAffiliateLinks() {
  return useQuery(affiliateLinksQuery);
}

export interface AffiliateLinkSubmission {
  fields: AffiliateLinkFields;
  image?: File | null;
}

function toFormData({ fields, image }: AffiliateLinkSubmission): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
  if (image) form.append('image', image, image.name);
  return form;
}

function useLinksMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateLinksQuery.queryKey }),
  });
}

export const useAddAffiliateLink = () =>
  useLinksMutation((submission: AffiliateLinkSubmission) =>
    api.post(AFFILIATE_LINKS_PATHS.adminList, toFormData(submission), { schema: AffiliateLinkSchema }),
  );

export const useEditAffiliateLink = () =>
  useLinksMutation(({ id, ...submission }: AffiliateLinkSubmission & { id: string }) =>
    api.put(apiPath(AFFILIATE_LINKS_PATHS.adminEntry, { id }), toFormData(submission), { schema: AffiliateLinkSchema }),
  );

export const useDeleteAffiliateLink = () =>
  useLinksMutation((id: string) => api.delete<void>(apiPath(AFFILIATE_LINKS_PATHS.adminEntry, { id })));
