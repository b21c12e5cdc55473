import { useQuery } from '@tanstack/react-query';
import { CALENDAR_MESSAGES } from '../../../../shared/features/publishing.schema.js';
import { calendarQuery } from '../publishing.api';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The owner's reminder of the twice-a-month promise: shown when nothing is scheduled for the next 14 days. */
export function EmptyFortnightWarning() {
  const calendar = useQuery(calendarQuery(thisMonth()));
  if (!calendar.data?.emptyFortnight) return null;
  return (
    <p className="content-calendar__warning" role="status">
      {CALENDAR_MESSAGES.emptyFortnight}
    </p>
  );
}
