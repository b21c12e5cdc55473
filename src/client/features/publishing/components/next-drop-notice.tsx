import { useQuery } from '@tanstack/react-query';
import { CALENDAR_MESSAGES } from '../../../../shared/features/publishing.schema.js';
import { nextDropQuery } from '../publishing.api';
import './calendar.css';

/** Pro members' "next drop": the date of the next scheduled item (its title when the owner allows); nothing when none is scheduled. */
export function NextDropNotice() {
  const drop = useQuery(nextDropQuery);
  if (!drop.data?.at) return null;
  const when = new Date(drop.data.at).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <p className="next-drop" role="status">
      <strong>{CALENDAR_MESSAGES.nextDrop}:</strong> {when}
      {drop.data.title && <> — {drop.data.title}</>}
    </p>
  );
}
