import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { mockApi, renderWithProviders as render } from '../../test-utils';
import { AdminDashboardView } from './admin-dashboard-view';

const props = { user: {} as CurrentUser, view: 'admin' as const, onNavigate: vi.fn() };

describe('admin dashboard tab picker', () => {
  // The tabs load their own data; an empty API is enough for the picker.
  beforeEach(() => {
    mockApi();
  });

  it('lists the tabs of SPEC §2 in order, the first one selected', () => {
    render(<AdminDashboardView {...props} />);
    const labels = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(labels.slice(0, 6)).toEqual(['Chats', 'Pro Users', expect.stringMatching(/^New Pro Users/), 'Analytics', 'Vendor Builds', 'Police']);
    expect(screen.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<AdminDashboardView {...props} />);
    await user.click(screen.getByRole('tab', { name: 'Chats' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Site content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Site content' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pro Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the tab named by the navigation', () => {
    render(<AdminDashboardView {...props} tab="police" />);
    expect(screen.getByRole('tab', { name: 'Police' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Police');
  });
});
