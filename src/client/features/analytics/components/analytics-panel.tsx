import { lazy, Suspense, useState } from 'react';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_RANGES,
  type AnalyticsRange,
  type AnalyticsRecord,
} from '../../../../shared/features/analytics.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { useAnalytics, useBackfillAnalytics } from '../analytics.api';
import { RevenueSection } from './revenue-section';
import './analytics-panel.css';
import { formatCents } from '../../../../shared/money.js';

// The chart library is downloaded only when this tab shows charts.
const AnalyticsCharts = lazy(() => import('./analytics-charts').then((module) => ({ default: module.AnalyticsCharts })));

const RANGE_LABELS: Record<AnalyticsRange, string> = { week: 'Week', month: 'Month', year: 'Year' };


/** The range at a glance: complimentary members at its end, changes added up over it (revenue: RevenueSection). */
function RangeSummary({ records }: { records: AnalyticsRecord[] }) {
  const last = records[records.length - 1]!;
  const total = (pick: (record: AnalyticsRecord) => number) => records.reduce((sum, record) => sum + pick(record), 0);
  const refunds = total((r) => r.refunds);
  const figures: [string, string][] = [
    ['New members', String(total((r) => r.newMembers))],
    ['Cancelled', String(total((r) => r.cancelledMembers))],
    ['Churned', String(total((r) => r.churnedMembers))],
    ['Complimentary members', String(last.complimentaryUsers)],
    ['Refunds', refunds === 0 ? '0' : `${refunds} (${formatCents(total((r) => r.refundedCents))})`],
  ];
  return (
    <dl className="analytics__summary" aria-label="This range">
      {figures.map(([label, value]) => (
        <div key={label} className="analytics__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AnalyticsTable({ records }: { records: AnalyticsRecord[] }) {
  return (
    <div className="analytics__table-wrap" tabIndex={0} role="region" aria-label="Daily figures">
      <table className="analytics__table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Total users</th>
            <th scope="col">Pro users</th>
            <th scope="col">Conversion</th>
            <th scope="col">Active</th>
            <th scope="col">Pending cancellation</th>
            <th scope="col">Canceled</th>
            <th scope="col">Legacy Pro</th>
            <th scope="col">Role Pro</th>
            <th scope="col">Complimentary</th>
            <th scope="col">MRR</th>
            <th scope="col">New</th>
            <th scope="col">Cancelled</th>
            <th scope="col">Churned</th>
            <th scope="col">Refunds</th>
          </tr>
        </thead>
        <tbody>
          {[...records].reverse().map((record) => (
            <tr key={record.date}>
              <th scope="row">{record.date}</th>
              <td>{record.totalUsers}</td>
              <td>{record.proUsers}</td>
              <td>{record.conversionRate.toFixed(2)}%</td>
              <td>{record.subscriptionStatuses.active}</td>
              <td>{record.subscriptionStatuses.pending_cancellation}</td>
              <td>{record.subscriptionStatuses.canceled}</td>
              <td>{record.legacyUsers}</td>
              <td>{record.rbacUsers}</td>
              <td>{record.complimentaryUsers}</td>
              <td>{formatCents(record.mrrCents)}</td>
              <td>{record.newMembers}</td>
              <td>{record.cancelledMembers}</td>
              <td>{record.churnedMembers}</td>
              <td>{record.refunds === 0 ? '0' : `${record.refunds} (${formatCents(record.refundedCents)})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Analytics tab: range picker, Generate Analytics (30-day backfill) with its status, charts and the table. */
export function AnalyticsPanel() {
  const [range, setRange] = useState<AnalyticsRange>('week');
  const analytics = useAnalytics(range);
  const backfill = useBackfillAnalytics();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const generate = async () => {
    setStatus(null);
    try {
      const { message } = await backfill.mutateAsync();
      setStatus({ ok: true, text: `${ANALYTICS_MESSAGES.successPrefix}${message}` });
    } catch (error) {
      setStatus({ ok: false, text: `${ANALYTICS_MESSAGES.errorPrefix}${errorMessage(error)}` });
    }
  };

  return (
    <section className="analytics" aria-labelledby="analytics-heading">
      <div className="analytics__toolbar">
        <h3 id="analytics-heading" className="analytics__heading">
          Analytics
        </h3>
        <div className="analytics__ranges" role="group" aria-label="Range">
          {(Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]).map((option) => (
            <Button key={option} variant={option === range ? 'secondary' : 'ghost'} aria-pressed={option === range} onClick={() => setRange(option)}>
              {RANGE_LABELS[option]}
              <span className="analytics__range-days"> ({ANALYTICS_RANGES[option]} days)</span>
            </Button>
          ))}
        </div>
        <Button onClick={() => void generate()} loading={backfill.isPending}>
          Generate Analytics
        </Button>
      </div>
      <p className={`analytics__status${status && !status.ok ? ' analytics__status--error' : ''}`} role="status">
        {status?.text}
      </p>
      <RevenueSection range={range} />
      <QueryStatus query={analytics} loading="Loading analytics…" failed={(error) => `The analytics could not be loaded. ${error.message}`} className="analytics__note">
        {(records) =>
          records.length === 0 ? (
            <p className="analytics__note">{ANALYTICS_MESSAGES.empty}</p>
          ) : (
            <>
              <RangeSummary records={records} />
              <Suspense fallback={<p className="analytics__note">Loading charts…</p>}>
                <AnalyticsCharts records={records} />
              </Suspense>
              <AnalyticsTable records={records} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}
