import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANALYTICS_PATHS,
  AnalyticsListSchema,
  BACKFILL_DAYS,
  BackfillResponseSchema,
  RevenueSchema,
  type AnalyticsRange,
} from '../../../shared/features/analytics.schema.js';
import { api } from '../../lib/api-client';

/** Analytics records and revenue figures by range, and the Generate Analytics backfill. */

export const analyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['analytics', range],
    queryFn: ({ signal }) => api.get(`${ANALYTICS_PATHS.list}?range=${range}`, { schema: AnalyticsListSchema, signal }),
  });

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQuery(range));

/** MRR, ARR, trials, churn and offers taken in the range: read live, so Generate Analytics does not touch them. */
export const useRevenue = (range: AnalyticsRange) =>
  useQuery({
    queryKey: ['analytics-revenue', range],
    queryFn: ({ signal }) => api.get(`${ANALYTICS_PATHS.revenue}?range=${range}`, { schema: RevenueSchema, signal }),
  });

export function useBackfillAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ANALYTICS_PATHS.backfill, { days: BACKFILL_DAYS }, { schema: BackfillResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analytics'] }),
  });
}
