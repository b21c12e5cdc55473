import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANALYTICS_PATHS,
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
    queryFn: ({ signal }) => api.get(`${ANALYTICS_PATHS.list}?range=${range}`, { schema: AnalyticsListSchema, signal }),
  });

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQuery(range));

export function useBackfillAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ANALYTICS_PATHS.backfill, { days: BACKFILL_DAYS }, { schema: BackfillResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analytics'] }),
  });
}
