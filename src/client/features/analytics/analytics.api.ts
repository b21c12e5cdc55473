import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ANALYTICS_BACKFILL_PATH,
  ADMIN_ANALYTICS_PATH,
  AnalyticsListSchema,
  BACKFILL_DAYS,
  BackfillResponseSchema,
  type AnalyticsRange,
} from '../../../shared/features/analytics.schema.js';
import { api } from '../../lib/api-client';

/** Analytics records by range, and the Generate Analytics backfill. */

export const analyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['analytics', range],
    queryFn: ({ signal }) => api.get(`${ADMIN_ANALYTICS_PATH}?range=${range}`, { schema: AnalyticsListSchema, signal }),
  });

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQuery(range));

export function useBackfillAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ADMIN_ANALYTICS_BACKFILL_PATH, { days: BACKFILL_DAYS }, { schema: BackfillResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analytics'] }),
  });
}
