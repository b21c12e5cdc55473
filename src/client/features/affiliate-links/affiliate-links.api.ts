import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_AFFILIATE_LINKS_PATH,
  AFFILIATE_LINKS_PATH,
  AffiliateLinkListSchema,
  AffiliateLinkSchema,
  type AffiliateLinkFields,
} from '../../../shared/features/affiliate-links.schema.js';
import { api } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live-events';

/** My LinkTree: the cards, the owner's add/edit/delete (multipart, with an optional image), live refreshes. */

export const affiliateLinksQuery = queryOptions({
  queryKey: ['affiliate-links'],
  queryFn: ({ signal }) => api.get(AFFILIATE_LINKS_PATH, { schema: AffiliateLinkListSchema, signal }),
});

export function useAffiliateLinks() {
  const queryClient = useQueryClient();
  useLiveEvent('affiliate_links.changed', () => void queryClient.invalidateQueries({ queryKey: affiliateLinksQuery.queryKey }));
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
    api.post(ADMIN_AFFILIATE_LINKS_PATH, toFormData(submission), { schema: AffiliateLinkSchema }),
  );

export const useEditAffiliateLink = () =>
  useLinksMutation(({ id, ...submission }: AffiliateLinkSubmission & { id: string }) =>
    api.put(`${ADMIN_AFFILIATE_LINKS_PATH}/${id}`, toFormData(submission), { schema: AffiliateLinkSchema }),
  );

export const useDeleteAffiliateLink = () =>
  useLinksMutation((id: string) => api.delete<void>(`${ADMIN_AFFILIATE_LINKS_PATH}/${id}`));
