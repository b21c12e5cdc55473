import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsRecord } from '../../../../shared/features/analytics.schema.js';

/** Short axis labels: 'Nov 24'. Dates are UTC days. */
const shortDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const axis = { stroke: 'var(--color-text-subtle)', fontSize: 12 };
const tooltipStyle = { background: 'var(--color-surface-raised)', border: '1px solid var(--color-border-strong)', borderRadius: 8 };

/**
 * The charts of the Analytics tab. This module is the only one that imports
 * the chart library, and it is loaded lazily, so other screens never download it.
 * The table beside the charts carries the same figures for screen readers.
 */
export function AnalyticsCharts({ records }: { records: AnalyticsRecord[] }) {
  const data = records.map((record) => ({ ...record, label: shortDate(record.date), mrr: record.mrrCents / 100 }));
  return (
    <div className="analytics__charts">
      <figure className="analytics__chart" aria-label="Total and Pro users per day" data-testid="users-chart">
        <figcaption className="analytics__chart-title">Users</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axis} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip contentStyle={tooltipStyle} />
            <Legend />
            <Line type="linear" dataKey="totalUsers" name="Total users" stroke="#a78bfa" strokeWidth={2} dot={records.length <= 31} isAnimationActive={false} />
            <Line type="linear" dataKey="proUsers" name="Pro users" stroke="#4ade80" strokeWidth={2} dot={records.length <= 31} isAnimationActive={false} />
            <Line type="linear" dataKey="complimentaryUsers" name="Complimentary" stroke="#38bdf8" strokeWidth={2} strokeDasharray="4 3" dot={records.length <= 31} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure className="analytics__chart" aria-label="Conversion rate per day" data-testid="conversion-chart">
        <figcaption className="analytics__chart-title">Conversion rate (%)</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axis} minTickGap={16} />
            <YAxis domain={[0, 100]} tick={axis} />
            <Tooltip contentStyle={tooltipStyle} formatter={(value) => `${String(value)}%`} />
            <Line type="linear" dataKey="conversionRate" name="Conversion rate" stroke="#fbbf24" strokeWidth={2} dot={records.length <= 31} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure className="analytics__chart" aria-label="Monthly recurring revenue per day" data-testid="revenue-chart">
        <figcaption className="analytics__chart-title">Monthly recurring revenue ($)</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axis} minTickGap={16} />
            <YAxis tick={axis} />
            <Tooltip contentStyle={tooltipStyle} formatter={(value) => `$${Number(value).toFixed(2)}`} />
            <Line type="linear" dataKey="mrr" name="MRR" stroke="#f472b6" strokeWidth={2} dot={records.length <= 31} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure className="analytics__chart" aria-label="New, cancelled and churned members and refunds per day" data-testid="changes-chart">
        <figcaption className="analytics__chart-title">Members joining and leaving, refunds</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axis} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip contentStyle={tooltipStyle} />
            <Legend />
            <Bar dataKey="newMembers" name="New" fill="#4ade80" isAnimationActive={false} />
            <Bar dataKey="cancelledMembers" name="Cancelled" fill="#fbbf24" isAnimationActive={false} />
            <Bar dataKey="churnedMembers" name="Churned" fill="#f87171" isAnimationActive={false} />
            <Bar dataKey="refunds" name="Refunds" fill="#a78bfa" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
