import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, jsonResponse, mockApi, renderWithProviders } from '../../test-utils';
import { ADMIN_TABS } from '../dashboard-registry';
import { AdminDashboardView } from './admin-dashboard-view';

/** The tabs read through TanStack Query (the New Pro Users count); the API answers with empty lists. */
function render(element: ReactElement) {
  mockApi({ routes: {} });
  return renderDom(<QueryClientProvider client={createTestQueryClient()}>{element}</QueryClientProvider>);
}

const props = { tabs: ADMIN_TABS };

describe('admin dashboard tab picker', () => {
  it('lists the tabs of SPEC §2 in order, the first one selected', () => {
    render(<AdminDashboardView {...props} />);
    const labels = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(labels.slice(0, 6)).toEqual(['Chats', 'Pro Users', expect.stringMatching(/^New Pro Users/), 'Analytics', 'Vendor Builds', 'Police']);
    expect(screen.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the same sections as one menu (the phone layout), which follows and picks the tab', async () => {
    const user = userEvent.setup();
    render(<AdminDashboardView {...props} />);
    const menu = screen.getByRole('combobox', { name: 'Admin section' });
    const names = [...menu.querySelectorAll('option')].map((option) => option.textContent);
    expect(names).toEqual(['Chats', 'Pro Users', 'New Pro Users', 'Analytics', 'Vendor Builds', 'Police', 'Tips', 'Offers', 'Integrations', 'API keys', 'Import', 'Site content', 'Calendar']);
    await user.selectOptions(menu, 'Vendor Builds');
    expect(screen.getByRole('tab', { name: 'Vendor Builds' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(menu).toHaveValue('analytics');
  });

  it('moves between tabs with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<AdminDashboardView {...props} />);
    await user.click(screen.getByRole('tab', { name: 'Chats' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pro Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the tab named by the navigation', async () => {
    mockApi({ routes: { 'GET /api/downloads': () => jsonResponse({ events: [], nextCursor: null }) } });
    renderWithProviders(<AdminDashboardView {...props} tab="police" />);
    expect(screen.getByRole('tab', { name: 'Police' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No download events recorded yet.')).toBeInTheDocument();
  });

  it('counts the new Pro users in the tab label', async () => {
    const member = { id: '00000000-0000-4000-8000-000000000001', email: 'pia@example.com', username: 'pia', role: 'pro_user', isLegacyPro: false, subscriptionStatus: 'active', subscriptionStartDate: 1, subscriptionEndDate: 2 };
    mockApi({ routes: { 'GET /api/admin/new-pro-users': () => jsonResponse({ users: [member, { ...member, id: '00000000-0000-4000-8000-000000000003' }], nextCursor: null, total: 2 }) } });
    renderWithProviders(<AdminDashboardView {...props} />);
    expect(await screen.findByRole('tab', { name: 'New Pro Users (2)' })).toBeInTheDocument();
  });
});
