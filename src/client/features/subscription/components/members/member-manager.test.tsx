import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, type RouteHandler } from '../../../../test-utils';
import { memberDetail as detail, memberSummary as member } from '../../subscription.test-kit';
import { MemberManager } from './member-manager';

const ID = member().id;

function setup(routes: Record<string, RouteHandler> = {}) {
  const lists: URLSearchParams[] = [];
  mockApi({
    routes: {
      'GET /api/admin/members': (url) => {
        lists.push(url.searchParams);
        const filter = url.searchParams.get('filter');
        const members = filter === 'complimentary' ? [member({ id: '00000000-0000-4000-8000-000000000002', email: 'gift@example.com', role: 'user', complimentaryPro: true, subscriptionStatus: null, subscriptionEndDate: null, complimentaryEndsAt: Date.UTC(2026, 5, 1) / 1000 })] : [member()];
        if (url.searchParams.get('cursor') === 'after-pia') return jsonResponse({ members: [member({ id: '00000000-0000-4000-8000-000000000003', email: 'zoe@example.com', username: 'zoe' })], total: 2, totalCapped: false, nextCursor: null, pageSize: 25 });
        const found = url.searchParams.get('q') === 'nobody' ? [] : members;
        const more = filter === 'pro' && !url.searchParams.get('q');
        return jsonResponse({ members: found, total: more ? 2 : found.length, totalCapped: false, nextCursor: more ? 'after-pia' : null, pageSize: 25 });
      },
      [`GET /api/admin/members/${ID}`]: () => jsonResponse(detail()),
      ...routes,
    },
  });
  renderWithProviders(<MemberManager />);
  return { lists, user: userEvent.setup() };
}

describe('the member manager', () => {
  it('lists Pro members, filters and searches on the server, and links both CSV exports', async () => {
    const { lists, user } = setup();
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('pia@example.compiaProActiveDec 1, 2025Feb 5, 2026');
    expect(lists[0]!.get('filter')).toBe('pro');

    await user.selectOptions(screen.getByLabelText('Show'), 'Complimentary');
    expect(await screen.findByText('gift@example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('gift@example.compiaProComplimentaryNone');
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Jun 1, 2026');

    await user.type(screen.getByLabelText('Search members'), 'nobody');
    expect(await screen.findByText('No members match.')).toBeInTheDocument();
    expect(lists.at(-1)!.get('q')).toBe('nobody');

    expect(screen.getByRole('link', { name: 'Export members (CSV)' })).toHaveAttribute('href', '/api/admin/exports/members.csv');
    expect(screen.getByRole('link', { name: 'Export custom orders (CSV)' })).toHaveAttribute('href', '/api/admin/exports/custom-orders.csv');
  });

  it('marks the owner, whose tier reads Basic by the spec’s rule', async () => {
    const owner = member({ email: 'owner@example.com', username: null, role: 'user', tier: 'basic', isAdmin: true, subscriptionStatus: null, subscriptionEndDate: null });
    setup({ 'GET /api/admin/members': () => jsonResponse({ members: [owner], total: 1, totalCapped: false, nextCursor: null, pageSize: 25 }) });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByText('Basic')).toBeInTheDocument();
    expect(within(row).getByText('Owner')).toBeInTheDocument();
  });

  it('loads the next page with the server’s cursor under the first, and says how many are shown', async () => {
    const { lists, user } = setup();
    expect(await screen.findByText('Showing 1 of 2 members')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Load more members' }));
    expect(await screen.findByText('zoe@example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(lists.at(-1)!.get('cursor')).toBe('after-pia');
    expect(screen.getByRole('status')).toHaveTextContent('2 members');
    expect(screen.queryByRole('button', { name: 'Load more members' })).not.toBeInTheDocument();
  });

  it('says 1000+ when the server stopped counting', async () => {
    mockApi({ routes: { 'GET /api/admin/members': () => jsonResponse({ members: [member()], total: 1000, totalCapped: true, nextCursor: 'x', pageSize: 25 }) } });
    renderWithProviders(<MemberManager />);
    expect(await screen.findByText('Showing 1 of 1000+ members')).toHaveAttribute('role', 'status');
  });

  it('opens a member: why Pro, both sides with the difference named, the provider’s events, and back', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open pia@example.com' }));
    // The button that opened the page is gone: keyboard focus moves to the member's name, not <body>.
    expect(await screen.findByRole('heading', { name: 'pia@example.com' })).toHaveFocus();
    expect(screen.getByText('Paying subscription')).toBeInTheDocument();
    expect(screen.queryByText(/E-mails to this address are not arriving/)).toBeNull();
    const compare = screen.getByRole('region', { name: 'Subscription fields, here and at the provider' });
    expect(within(compare).getByRole('rowheader', { name: /^Cancel at period end\s*\(differs\)$/ }).closest('tr')).toHaveTextContent('NoYes');
    expect(within(compare).getByRole('rowheader', { name: 'Status' }).closest('tr')).toHaveTextContent('ActiveActive');
    expect(screen.getByText(/disagree on one field/)).toBeInTheDocument();
    expect(screen.getByText('invoice.paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download PDF of invoice/ })).toHaveAttribute('href', 'https://pay.example.test/invoices/in_1/pdf');
    expect(screen.getByRole('button', { name: 'Resync pia@example.com' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← All members' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('warns on a member whose address bounced, and says nothing otherwise', async () => {
    const { user } = setup({ [`GET /api/admin/members/${ID}`]: () => jsonResponse(detail({ emailBounced: true })) });
    await user.click(await screen.findByRole('button', { name: 'Open pia@example.com' }));
    expect(await screen.findByText(/E-mails to this address are not arriving/)).toBeInTheDocument();
  });

  it('grants complimentary Pro until the end of the chosen day, and shows the server’s refusal', async () => {
    const grant = vi.fn<RouteHandler>(() => jsonResponse({ code: 'grant_end_in_past', message: 'The end date of a complimentary grant must be in the future.' }, 400));
    const { user } = setup({ [`POST /api/admin/members/${ID}/complimentary`]: grant });
    await user.click(await screen.findByRole('button', { name: 'Open pia@example.com' }));
    await user.type(await screen.findByLabelText('Ends on (optional)'), '2030-06-01');
    await user.click(screen.getByRole('button', { name: 'Grant Pro' }));
    expect(await screen.findByText('The end date of a complimentary grant must be in the future.')).toBeInTheDocument();
    const body = JSON.parse(String(grant.mock.calls[0]![1]!.body)) as { endsAt: string };
    expect(new Date(body.endsAt).getTime()).toBe(new Date('2030-06-01T23:59:59').getTime());
  });

  it('refunds part of the last payment in cents, and offers what is left', async () => {
    const refund = vi.fn<RouteHandler>(() => jsonResponse({ refundId: 're_1', amountCents: 250, paymentAmountCents: 2000, refundedCents: 750 }));
    const { user } = setup({ [`POST /api/admin/members/${ID}/refund`]: refund });
    await user.click(await screen.findByRole('button', { name: 'Open pia@example.com' }));
    expect(await screen.findByText(/Last payment: \$20\.00 on Jan 5, 2026, \$5\.00 refunded\./)).toBeInTheDocument();
    expect(screen.getByText('Leave empty to refund all that is left ($15.00).')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to refund ($)'), '2.50');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(refund.mock.calls[0]![1]!.body))).toEqual({ amountCents: 250 });
  });

  it('shows an error with a retry when the list cannot load', async () => {
    mockApi({ routes: { 'GET /api/admin/members': () => jsonResponse({ code: 'internal_error', message: 'Something broke.' }, 500) } });
    renderWithProviders(<MemberManager />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
