import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../shared/api-paths.js';
import {
  CreateTipResponseSchema,
  TIP_PATHS,
  TipConfirmationSchema,
  TipPageSchema,
  TipSchema,
  TipSettingsFieldsSchema,
  type CreateTip,
} from '../../../shared/features/tips.schema.js';
import { api } from '../../lib/api-client';
import { joinPages, pagedListQuery } from '../../lib/paged-list';

/** Tips: the dialog's options, paying, the thank-you, and the owner's list (kept current by tips.changed). */

export const tipKeys = {
  all: ['tips'] as const,
  options: ['tips', 'options'] as const,
  list: ['tips', 'list'] as const,
};

export const tipOptionsQuery = queryOptions({
  queryKey: tipKeys.options,
  queryFn: ({ signal }) => api.get(TIP_PATHS.options, { schema: TipSettingsFieldsSchema, signal }),
});
export const useTipOptions = (enabled: boolean) => useQuery({ ...tipOptionsQuery, enabled });

export const startTip = (input: CreateTip) => api.post(TIP_PATHS.tips, input, { schema: CreateTipResponseSchema });

export const fetchTipConfirmation = (sessionId: string, signal?: AbortSignal) =>
  api.get(`${TIP_PATHS.confirmation}?sessionId=${encodeURIComponent(sessionId)}`, { schema: TipConfirmationSchema, signal });

const tipsQuery = pagedListQuery({ queryKey: tipKeys.list, path: TIP_PATHS.adminList, schema: TipPageSchema });
export const useTips = () => useInfiniteQuery({ ...tipsQuery, select: (data) => joinPages(data.pages, (page) => page.tips, (tip) => tip.id) });

export function useRefundTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tipId, amountCents }: { tipId: string; amountCents?: number }) =>
      api.post(apiPath(TIP_PATHS.refund, { tipId }), amountCents === undefined ? {} : { amountCents }, { schema: TipSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tipKeys.list }),
  });
}

/** Sends the browser to the hosted checkout page (a full navigation: it is another site). */
export function goToTipCheckout(url: string): void {
  window.location.assign(url);
}
