import type { ReactNode } from 'react';
import type { ComparedField, MemberDetail, PaymentEvent, SubscriptionSide } from '../../../../../shared/features/members.schema.js';
import { dateOfEpochSeconds } from '../../../../../shared/time.js';
import { formatDate, formatDateTime, statusLabel } from './member-labels';
import { formatCents } from '../../../../../shared/money.js';

const ROWS: { field: ComparedField; label: string; show: (side: SubscriptionSide) => ReactNode }[] = [
  { field: 'subscriptionId', label: 'Subscription', show: (side) => side.subscriptionId ?? '—' },
  { field: 'status', label: 'Status', show: (side) => statusLabel(side.status) },
  { field: 'periodEnd', label: 'Period end', show: (side) => formatDate(side.periodEnd) },
  { field: 'cancelAtPeriodEnd', label: 'Cancel at period end', show: (side) => (side.cancelAtPeriodEnd ? 'Yes' : 'No') },
];

function EventList({ title, events, empty }: { title: string; events: PaymentEvent[]; empty: string }) {
  return (
    <div className="member__events">
      <h5 className="member__subheading">{title}</h5>
      {events.length === 0 ? (
        <p className="member__muted">{empty}</p>
      ) : (
        <ol className="member__event-list">
          {events.map((event) => (
            <li key={event.id}>
              <span className="member__event-type">{event.type}</span>
              {event.amountCents !== null && <span> {formatCents(event.amountCents)}</span>}
              <time className="member__muted" dateTime={dateOfEpochSeconds(event.at).toISOString()}>
                {' '}
                {formatDateTime(event.at)}
              </time>
              {event.pdfUrl && (
                <>
                  {' '}
                  <a href={event.pdfUrl} type="application/pdf" target="_blank" rel="noreferrer" aria-label={`Download PDF of invoice ${formatDateTime(event.at)}`}>
                    Download PDF
                  </a>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** This site's mirror beside the provider's state read just now; a row that differs is marked in words and colour. */
export function MemberComparison({ detail }: { detail: MemberDetail }) {
  const { local, provider } = detail;
  if (!detail.hasCustomer) return <p className="member__muted">This member has never paid: there is nothing at the payment provider to compare.</p>;
  return (
    <>
      {detail.providerError && (
        <p className="member__warning" role="alert">
          {detail.providerError}
        </p>
      )}
      {detail.differences.length > 0 && (
        <p className="member__warning" role="status">
          This site and the payment provider disagree on {detail.differences.length === 1 ? 'one field' : `${detail.differences.length} fields`}. Resync to bring this site in line.
        </p>
      )}
      <div className="pro-users" tabIndex={0} role="region" aria-label="Subscription fields, here and at the provider">
        <table className="pro-users__table member__compare">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">This site</th>
              <th scope="col">Payment provider</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => {
              const differs = detail.differences.includes(row.field);
              return (
                <tr key={row.field} className={differs ? 'member__row--differs' : undefined}>
                  <th scope="row">
                    {row.label}
                    {differs && <span className="member__differs"> (differs)</span>}
                  </th>
                  <td data-label="This site">{row.show(local)}</td>
                  <td data-label="Payment provider">{provider ? row.show(provider) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="member__event-columns">
        <EventList title="Payment events received here" events={local.events} empty="No payment events recorded." />
        <EventList title="Invoices at the payment provider" events={provider?.events ?? []} empty="No invoices." />
      </div>
    </>
  );
}
