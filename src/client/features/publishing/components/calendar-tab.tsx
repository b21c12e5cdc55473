import { useQuery } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { instantToZonedTime, type CalendarItem, type CalendarMonth, type PublicationInput } from '../../../../shared/features/publishing.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { calendarQuery, useScheduleItem } from '../publishing.api';
import { EmptyFortnightWarning } from './empty-fortnight-warning';
import { PublishingSettingsForm } from './publishing-settings-form';
import './calendar.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const KIND_LABELS: Record<CalendarItem['kind'], string> = { image: 'Picture', gallery: 'Gallery', update: 'Update' };

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(year, number - 1 + by, 1));
}

/** The days of a month as Monday-first weeks; null pads the first and last week. */
function weeksOf(month: string): (string | null)[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** The owner's content calendar: drafts, scheduled and published items by day in their time zone; drag or type to reschedule. */
export function CalendarTab() {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const calendar = useQuery(calendarQuery(month));
  return (
    <section className="content-calendar" aria-label="Content calendar">
      <EmptyFortnightWarning />
      <div className="content-calendar__bar">
        <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, -1))} aria-label="Previous month">
          ←
        </Button>
        <h2 className="content-calendar__month">{new Date(`${month}-01T12:00:00`).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}</h2>
        <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, 1))} aria-label="Next month">
          →
        </Button>
      </div>
      <QueryStatus query={calendar} loading="Loading the calendar…" failed={() => 'The calendar could not be loaded.'}>
        {(data) => <MonthView data={data} />}
      </QueryStatus>
      <PublishingSettingsForm />
    </section>
  );
}

function MonthView({ data }: { data: CalendarMonth }) {
  const schedule = useScheduleItem();
  const dayOf = (item: CalendarItem) => (item.publication.at ? instantToZonedTime(new Date(item.publication.at), data.timeZone).slice(0, 10) : null);
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of data.items) {
    const day = dayOf(item);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const drafts = data.items.filter((item) => item.publication.state === 'draft');
  const apply = (item: CalendarItem, publication: PublicationInput) =>
    schedule.mutate(
      { kind: item.kind, id: item.id, publication },
      { onSuccess: () => notify.success(`${item.title}: ${publication.state === 'scheduled' ? `scheduled for ${publication.at.replace('T', ' ')}` : publication.state}.`), onError: (error) => notify.error(error, 'That could not be rescheduled.') },
    );
  // A drop keeps the item's time of day (noon for a draft), in the owner's zone.
  const drop = (day: string) => (event: DragEvent) => {
    event.preventDefault();
    const item = data.items.find((candidate) => candidate.id === event.dataTransfer.getData('text/plain'));
    if (!item) return;
    const time = item.publication.at ? instantToZonedTime(new Date(item.publication.at), data.timeZone).slice(11) : '12:00';
    apply(item, { state: 'scheduled', at: `${day}T${time}` });
  };
  return (
    <>
      <p className="content-calendar__zone">Times in {data.timeZone}</p>
      <div className="content-calendar__grid" role="grid" aria-label="Month">
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="content-calendar__weekday" role="columnheader">
            {weekday}
          </div>
        ))}
        {weeksOf(data.month).map((day, index) =>
          day ? (
            <div key={day} className="content-calendar__day" role="gridcell" aria-label={day} onDragOver={(event) => event.preventDefault()} onDrop={drop(day)}>
              <span className="content-calendar__date">{Number(day.slice(8))}</span>
              <span className="content-calendar__day-name">{new Date(`${day}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })}</span>
              {(byDay.get(day) ?? []).map((item) => (
                <ItemChip key={item.id} item={item} timeZone={data.timeZone} onApply={apply} />
              ))}
            </div>
          ) : (
            <div key={`pad-${index}`} className="content-calendar__day content-calendar__day--pad" aria-hidden="true" />
          ),
        )}
      </div>
      <p className="content-calendar__phone-empty">Nothing in this month yet.</p>
      <h3>Drafts</h3>
      {drafts.length === 0 ? <p>No drafts.</p> : drafts.map((item) => <ItemChip key={item.id} item={item} timeZone={data.timeZone} onApply={apply} />)}
    </>
  );
}

/** One item; unpublished ones drag onto a day, and carry a date and time field (the keyboard way to reschedule) and Publish now. */
function ItemChip({ item, timeZone, onApply }: { item: CalendarItem; timeZone: string; onApply: (item: CalendarItem, publication: PublicationInput) => void }) {
  const movable = item.publication.state !== 'published';
  const [at, setAt] = useState(item.publication.at ? instantToZonedTime(new Date(item.publication.at), timeZone) : '');
  return (
    <div
      className={`content-calendar__item content-calendar__item--${item.publication.state}`}
      draggable={movable}
      onDragStart={(event) => event.dataTransfer.setData('text/plain', item.id)}
    >
      <span className="content-calendar__kind">{KIND_LABELS[item.kind]}</span> {item.title} <em>({item.publication.state})</em>
      {movable && (
        <details className="content-calendar__edit">
          <summary>Reschedule</summary>
          <label>
            Date and time ({timeZone})
            <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
          </label>
          <Button variant="secondary" disabled={!at} onClick={() => onApply(item, { state: 'scheduled', at })}>
            Schedule
          </Button>
          <Button variant="secondary" onClick={() => onApply(item, { state: 'published' })}>
            Publish now
          </Button>
        </details>
      )}
    </div>
  );
}
