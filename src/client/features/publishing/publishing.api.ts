import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarMonthSchema,
  NextDropSchema,
  PUBLISHING_PATHS,
  PublishingSettingsSchema,
  type CalendarItemKind,
  type PublicationInput,
  type PublishingSettings,
} from '../../../shared/features/publishing.schema.js';
import { api } from '../../lib/api-client';

/** Scheduled publishing: the owner's calendar and time zone, Pro members' next drop. */

export const publishingKeys = {
  all: ['publishing'] as const,
  calendar: (month: string) => ['publishing', 'calendar', month] as const,
  settings: ['publishing', 'settings'] as const,
  nextDrop: ['publishing', 'next-drop'] as const,
};

export const calendarQuery = (month: string) =>
  queryOptions({ queryKey: publishingKeys.calendar(month), queryFn: () => api.get(`${PUBLISHING_PATHS.calendar}?month=${month}`, { schema: CalendarMonthSchema }) });

export const nextDropQuery = queryOptions({ queryKey: publishingKeys.nextDrop, queryFn: () => api.get(PUBLISHING_PATHS.nextDrop, { schema: NextDropSchema }) });

export const usePublishingSettings = () => useQuery({ queryKey: publishingKeys.settings, queryFn: () => api.get(PUBLISHING_PATHS.settings, { schema: PublishingSettingsSchema }) });

export function useSavePublishingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishingSettings) => api.put(PUBLISHING_PATHS.settings, input, { schema: PublishingSettingsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingKeys.all }),
  });
}

const itemPath = (kind: CalendarItemKind, id: string) => PUBLISHING_PATHS.calendarItem.replace(':kind', kind).replace(':id', id);

export function useScheduleItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, publication }: { kind: CalendarItemKind; id: string; publication: PublicationInput }) => api.put(itemPath(kind, id), publication),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishingKeys.all }),
  });
}
