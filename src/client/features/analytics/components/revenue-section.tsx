import { REVENUE_TEXTS, type AnalyticsRange, type OFFER_KINDS, type Revenue } from '../../../../shared/features/analytics.schema.js';
import { QueryStatus } from '../../../components/ui/query-status';
import { useRevenue } from '../analytics.api';
import { formatCents } from '../../../../shared/money.js';

const OFFER_KIND_LABELS: Record<(typeof OFFER_KINDS)[number], string> = {
  code: 'Discount code',
  retention: 'Retention offer',
  win_back: 'Win-back',
  trial: 'Free trial',
  yearly_plan: 'Yearly plan',
};

const percent = (value: number | null) => (value === null ? '' : ` (${value}%)`);

function churnText(count: number, rate: number | null, payingAtStart: number): string {
  return rate === null ? String(count) : `${count} (${rate}% of ${payingAtStart} paying at the start)`;
}

function RevenueFigures({ revenue }: { revenue: Revenue }) {
  const { trials, churn } = revenue;
  const figures: [string, string][] = [
    ['MRR', formatCents(revenue.mrrCents)],
    ['ARR', formatCents(revenue.arrCents)],
    ['Active trials', String(revenue.activeTrials)],
    ['Trial → paid', trials.ended === 0 ? REVENUE_TEXTS.noTrialsEnded : `${trials.converted} of ${trials.ended}${percent(trials.percent)}`],
    ['Voluntary churn', churnText(churn.voluntary, churn.voluntaryPercent, churn.payingAtStart)],
    ['Involuntary churn', churnText(churn.involuntary, churn.involuntaryPercent, churn.payingAtStart)],
  ];
  return (
    <dl className="analytics__summary" aria-label="Revenue figures">
      {figures.map(([label, value]) => (
        <div key={label} className="analytics__figure">
          <dt>{label}</dt>
          <dd className={value === REVENUE_TEXTS.noTrialsEnded ? 'analytics__figure-note' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Redemptions({ redemptions }: { redemptions: Revenue['redemptions'] }) {
  if (redemptions.length === 0) return <p className="analytics__note">{REVENUE_TEXTS.noRedemptions}</p>;
  return (
    <div className="analytics__table-wrap" tabIndex={0} role="region" aria-label="Redemptions per offer">
      <table className="analytics__table">
        <thead>
          <tr>
            <th scope="col">Offer</th>
            <th scope="col" className="analytics__cell--text">
              Type
            </th>
            <th scope="col">Redemptions</th>
          </tr>
        </thead>
        <tbody>
          {redemptions.map((row) => (
            <tr key={`${row.kind}:${row.offer}`}>
              <th scope="row">{row.offer}</th>
              <td className="analytics__cell--text">{OFFER_KIND_LABELS[row.kind]}</td>
              <td>{row.redemptions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Revenue part of the Analytics tab: figures for the chosen range, read live from the subscriptions. */
export function RevenueSection({ range }: { range: AnalyticsRange }) {
  const revenue = useRevenue(range);
  return (
    <section className="analytics__revenue" aria-labelledby="revenue-heading">
      <h4 id="revenue-heading" className="analytics__subheading">
        {REVENUE_TEXTS.title}
      </h4>
      <QueryStatus query={revenue} loading="Loading revenue…" failed={(error) => `The revenue figures could not be loaded. ${error.message}`} className="analytics__note">
        {(figures) => (
          <>
            <RevenueFigures revenue={figures} />
            <Redemptions redemptions={figures.redemptions} />
          </>
        )}
      </QueryStatus>
    </section>
  );
}
