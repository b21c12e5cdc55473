import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProUser } from '../../../../shared/features/subscription.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { NewProUsersTab, NewProUsersTabLabel } from './pro-users-tabs';

const member = (overrides: Partial<ProUser> = {}): ProUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'pia@example.com',
  username: 'pia',
  role: 'pro_user',
  isLegacyPro: false,
  subscriptionStatus: 'active',
  subscriptionStartDate: Date.UTC(2026, 0, 5, 12) / 1000,
  subscriptionEndDate: Date.UTC(2026, 1, 5, 12) / 1000,
  ...overrides,
});

describe('admin Pro user tabs', () => {
  it('lists new Pro users with status and dates', async () => {
    mockApi({
      routes: {
        'GET /api/admin/new-pro-users': () => jsonResponse({ users: [member(), member({ id: '00000000-0000-4000-8000-000000000002', email: 'old@example.com', username: null, role: 'user', isLegacyPro: true, subscriptionStatus: null, subscriptionStartDate: null, subscriptionEndDate: null })], nextCursor: null, total: 2 }),
      },
    });
    renderWithProviders(<NewProUsersTab />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('pia@example.compiaActiveJan 5, 2026Feb 5, 2026');
    expect(rows[1]).toHaveTextContent('old@example.comLegacy Pro—');
  });

  it("says 'No new pro users found' when the list is empty", async () => {
    mockApi({ routes: { 'GET /api/admin/new-pro-users': () => jsonResponse({ users: [], nextCursor: null, total: 0 }) } });
    renderWithProviders(<NewProUsersTab />);
    expect(await screen.findByText('No new pro users found')).toBeInTheDocument();
  });

  it('counts all the new Pro users in the tab label, not only the first page', async () => {
    mockApi({ routes: { 'GET /api/admin/new-pro-users': () => jsonResponse({ users: [member(), member({ id: '00000000-0000-4000-8000-000000000003' })], nextCursor: 'next', total: 73 }) } });
    renderWithProviders(<NewProUsersTabLabel />);
    expect(await screen.findByText('New Pro Users (73)')).toBeInTheDocument();
  });

  it('loads the next page after the last row with the server’s cursor, and searches on the server', async () => {
    const asked: URLSearchParams[] = [];
    const second = member({ id: '00000000-0000-4000-8000-000000000004', email: 'zoe@example.com', username: 'zoe' });
    mockApi({
      routes: {
        'GET /api/admin/new-pro-users': (url) => {
          asked.push(url.searchParams);
          if (url.searchParams.get('q')) return jsonResponse({ users: [], nextCursor: null, total: 0 });
          return url.searchParams.get('cursor') === 'after-pia'
            ? jsonResponse({ users: [second], nextCursor: null, total: 2 })
            : jsonResponse({ users: [member()], nextCursor: 'after-pia', total: 2 });
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NewProUsersTab />);
    expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more new Pro users' }));
    expect(await screen.findByText('zoe@example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('2 new Pro users');
    expect(screen.queryByRole('button', { name: 'Load more new Pro users' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search new Pro users' }), 'nobody');
    expect(await screen.findByText('No new pro users found')).toBeInTheDocument();
    // One request for the settled search, not one per key pressed.
    await waitFor(() => expect(asked.filter((params) => params.get('q')).map((params) => params.get('q'))).toEqual(['nobody']));
  });

  it('shows an error with a retry when the list cannot load', async () => {
    mockApi({ routes: { 'GET /api/admin/new-pro-users': () => jsonResponse({ code: 'internal_error', message: 'Something broke.' }, 500) } });
    renderWithProviders(<NewProUsersTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
