import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalyticsRecord, Revenue } from '../../../../shared/features/analytics.schema.js';
import { jsonResponse, mockApi, renderWithProviders, type RouteHandler } from '../../../test-utils';
import { AnalyticsPanel } from './analytics-panel';

const record = (date: string, totalUsers: number, proUsers: number): AnalyticsRecord => ({
  date,
  totalUsers,
  proUsers,
  conversionRate: Math.round((proUsers / totalUsers) * 10_000) / 100,
  subscriptionStatuses: { active: proUsers, pending_cancellation: 0, canceled: 1 },
  legacyUsers: 0,
  rbacUsers: proUsers,
  complimentaryUsers: 1,
  mrrCents: proUsers * 2000,
  newMembers: 1,
  cancelledMembers: 0,
  churnedMembers: 1,
  refunds: 1,
  refundedCents: 500,
});

const REVENUE: Revenue = {
  from: '2026-03-25',
  to: '2026-03-31',
  mrrCents: 4000,
  arrCents: 48_000,
  activeTrials: 0,
  trials: { ended: 0, converted: 0, percent: null },
  churn: { voluntary: 0, involuntary: 0, payingAtStart: 0, voluntaryPercent: null, involuntaryPercent: null },
  redemptions: [],
};

function setup(backfill: RouteHandler, initial: AnalyticsRecord[] = []) {
  let records = initial;
  const ranges: string[] = [];
  const revenueRanges: string[] = [];
  const fetchMock = mockApi({
    routes: {
      'GET /api/admin/analytics': (url) => {
        ranges.push(url.searchParams.get('range') ?? '');
        return jsonResponse(records);
      },
      'GET /api/admin/analytics/revenue': (url) => {
        revenueRanges.push(url.searchParams.get('range') ?? '');
        return jsonResponse(REVENUE);
      },
      'POST /api/admin/analytics/backfill': async (url, init) => {
        const answer = await backfill(url, init);
        if (answer.ok) records = [record('2026-03-30', 4, 1), record('2026-03-31', 6, 2)];
        return answer;
      },
    },
  });
  renderWithProviders(<AnalyticsPanel />);
  return { ranges, revenueRanges, fetchMock };
}

describe('Analytics tab', () => {
  it('says how to get data when there is none', async () => {
    setup(() => jsonResponse({ message: 'x' }));
    expect(await screen.findByText('No analytics data available. Click "Generate Analytics" to generate data.')).toBeInTheDocument();
  });

  it('backfills 30 days, shows "Success! " and the server message, then the table', async () => {
    const { fetchMock } = setup(() => jsonResponse({ message: 'Generated analytics for 30 days (2026-03-02 to 2026-03-31).' }));
    const user = userEvent.setup();
    await screen.findByText(/No analytics data available/);
    await user.click(screen.getByRole('button', { name: 'Generate Analytics' }));
    expect(await screen.findByText('Success! Generated analytics for 30 days (2026-03-02 to 2026-03-31).')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ days: 30 });
    const row = (await screen.findByRole('rowheader', { name: '2026-03-31' })).closest('tr')!;
    expect(row).toHaveTextContent(/2026-03-31\s*6\s*2\s*33\.33%/);
    expect(row).toHaveTextContent(/1\s*\$40\.00\s*1\s*0\s*1\s*1 \(\$5\.00\)$/);
    // The range summary: changes added up over both days (revenue has its own section).
    const summary = screen.getByLabelText('This range');
    expect(summary).not.toHaveTextContent('Monthly recurring revenue');
    expect(summary).toHaveTextContent('New members2');
    expect(summary).toHaveTextContent('Churned2');
    expect(summary).toHaveTextContent('Complimentary members1');
    expect(summary).toHaveTextContent('Refunds2 ($10.00)');
  });

  it('shows "Error: " and the message when the backfill fails', async () => {
    setup(() => jsonResponse({ code: 'forbidden', message: 'Only admins can do this.' }, 403));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generate Analytics' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Error: Only admins can do this.');
  });

  it('shows the Revenue section even before any record exists', async () => {
    setup(() => jsonResponse({ message: 'x' }));
    await screen.findByText(/No analytics data available/);
    expect(await screen.findByLabelText('Revenue figures')).toHaveTextContent('MRR$40.00');
  });

  it('asks for 7, 30 and 365 days, for the records and the revenue alike', async () => {
    const { ranges, revenueRanges } = setup(() => jsonResponse({ message: 'x' }), [record('2026-03-31', 2, 1)]);
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: '2026-03-31' });
    await user.click(screen.getByRole('button', { name: /^Month/ }));
    await user.click(screen.getByRole('button', { name: /^Year/ }));
    await waitFor(() => expect(ranges).toEqual(['week', 'month', 'year']));
    await waitFor(() => expect(revenueRanges).toEqual(['week', 'month', 'year']));
    expect(screen.getByRole('button', { name: /^Year/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
