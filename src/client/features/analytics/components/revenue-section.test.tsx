import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Revenue } from '../../../../shared/features/analytics.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { RevenueSection } from './revenue-section';

const EMPTY: Revenue = {
  from: '2026-03-25',
  to: '2026-03-31',
  mrrCents: 0,
  arrCents: 0,
  activeTrials: 0,
  trials: { ended: 0, converted: 0, percent: null },
  churn: { voluntary: 0, involuntary: 0, payingAtStart: 0, voluntaryPercent: null, involuntaryPercent: null },
  redemptions: [],
};

const BUSY: Revenue = {
  ...EMPTY,
  mrrCents: 1_016_667,
  arrCents: 12_200_000,
  activeTrials: 4,
  trials: { ended: 3, converted: 2, percent: 66.67 },
  churn: { voluntary: 1, involuntary: 2, payingAtStart: 8, voluntaryPercent: 12.5, involuntaryPercent: 25 },
  redemptions: [
    { offer: 'Free trial', kind: 'trial', redemptions: 5 },
    { offer: 'COMEBACK-1A2B3C4D', kind: 'win_back', redemptions: 2 },
    { offer: 'Retention offer', kind: 'retention', redemptions: 1 },
  ],
};

function setup(revenue: Revenue | null) {
  const ranges: string[] = [];
  mockApi({
    routes: {
      'GET /api/admin/analytics/revenue': (url) => {
        ranges.push(url.searchParams.get('range') ?? '');
        return revenue ? jsonResponse(revenue) : jsonResponse({ code: 'forbidden', message: 'Only admins can do this.' }, 403);
      },
    },
  });
  renderWithProviders(<RevenueSection range="month" />);
  return { ranges };
}

const figure = (label: string) => within(screen.getByLabelText('Revenue figures')).getByText(label).closest('div')!;

describe('the Revenue section of the Analytics tab', () => {
  it('shows MRR and ARR in dollars, trials, conversion, churn by reason with its rate, and redemptions per offer', async () => {
    const { ranges } = setup(BUSY);
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeInTheDocument();
    await screen.findByLabelText('Revenue figures');
    expect(ranges).toEqual(['month']);
    expect(figure('MRR')).toHaveTextContent('$10,166.67');
    expect(figure('ARR')).toHaveTextContent('$122,000.00');
    expect(figure('Active trials')).toHaveTextContent('4');
    expect(figure('Trial → paid')).toHaveTextContent('2 of 3 (66.67%)');
    expect(figure('Voluntary churn')).toHaveTextContent('1 (12.5% of 8 paying at the start)');
    expect(figure('Involuntary churn')).toHaveTextContent('2 (25% of 8 paying at the start)');
    const rows = within(screen.getByRole('region', { name: 'Redemptions per offer' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Free trialFree trial5', 'COMEBACK-1A2B3C4DWin-back2', 'Retention offerRetention offer1']);
  });

  it('says when no trial ended and no offer was taken, with churn as plain counts', async () => {
    setup(EMPTY);
    await screen.findByLabelText('Revenue figures');
    expect(figure('MRR')).toHaveTextContent('$0.00');
    expect(figure('Trial → paid')).toHaveTextContent('No trials ended in this range');
    expect(figure('Voluntary churn')).toHaveTextContent(/^Voluntary churn0$/);
    expect(screen.getByText('No offers redeemed in this range')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Redemptions per offer' })).not.toBeInTheDocument();
  });

  it('says loading first, then why the figures could not be loaded, with a way to try again', async () => {
    setup(null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading revenue…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The revenue figures could not be loaded. Only admins can do this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
