import { screen, within } from '@testing-library/react';
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
        'GET /api/admin/new-pro-users': () => jsonResponse({ users: [member(), member({ id: '00000000-0000-4000-8000-000000000002', email: 'old@example.com', username: null, role: 'user', isLegacyPro: true, subscriptionStatus: null, subscriptionStartDate: null, subscriptionEndDate: null })] }),
      },
    });
    renderWithProviders(<NewProUsersTab />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('pia@example.compiaActiveJan 5, 2026Feb 5, 2026');
    expect(rows[1]).toHaveTextContent('old@example.comLegacy Pro—');
  });

  it("says 'No new pro users found' when the list is empty", async () => {
    mockApi({ routes: { 'GET /api/admin/new-pro-users': () => jsonResponse({ users: [] }) } });
    renderWithProviders(<NewProUsersTab />);
    expect(await screen.findByText('No new pro users found')).toBeInTheDocument();
  });

  it('counts the new Pro users in the tab label', async () => {
    mockApi({ routes: { 'GET /api/admin/new-pro-users': () => jsonResponse({ users: [member(), member({ id: '00000000-0000-4000-8000-000000000003' })] }) } });
    renderWithProviders(<NewProUsersTabLabel />);
    expect(await screen.findByText('New Pro Users (2)')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    mockApi({ routes: { 'GET /api/admin/new-pro-users': () => jsonResponse({ code: 'internal_error', message: 'Something broke.' }, 500) } });
    renderWithProviders(<NewProUsersTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
