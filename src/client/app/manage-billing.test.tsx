import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { BILLING_MESSAGES } from '../../shared/features/subscription.schema.js';
import { jsonResponse, makeUser, renderApp, type RouteHandler } from '../test-utils';

const pro = (overrides: Partial<CurrentUser> = {}) => makeUser({ role: 'pro_user', subscriptionStatus: 'active', ...overrides });
const billing = (state: { hasCustomer: boolean; pastDue: boolean }): Record<string, RouteHandler> => ({
  'GET /api/subscription/billing': () => jsonResponse(state),
});

async function openUserMenu(user: CurrentUser, routes: Record<string, RouteHandler>) {
  renderApp('/auth-home', { user, routes });
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: /Logged In - / }));
  return { events, menu: screen.getByRole('menu') };
}

describe('Manage Billing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is in the user menu of a member with a payment customer, before Cancel Subscription', async () => {
    const { menu } = await openUserMenu(pro(), billing({ hasCustomer: true, pastDue: false }));
    await within(menu).findByRole('menuitem', { name: 'Manage Billing' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Manage Billing', 'Cancel Subscription', 'Sign Out']);
    expect(screen.queryByText(BILLING_MESSAGES.pastDue)).not.toBeInTheDocument();
  });

  it('is not offered to a member who never paid', async () => {
    const answered = vi.fn(() => jsonResponse({ hasCustomer: false, pastDue: false }));
    renderApp('/auth-home', { user: makeUser(), routes: { 'GET /api/subscription/billing': answered } });
    await vi.waitFor(() => expect(answered).toHaveBeenCalled());
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: /Logged In - / }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Sign Out']);
  });

  it('opens the portal session the server made', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    const { events, menu } = await openUserMenu(pro(), {
      ...billing({ hasCustomer: true, pastDue: false }),
      'POST /api/subscription/billing-portal': () => jsonResponse({ url: 'https://billing.example/p/session_1' }),
    });
    await events.click(await within(menu).findByRole('menuitem', { name: 'Manage Billing' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/p/session_1'));
  });

  it('shows a past-due member the notice with Manage Billing, while Pro continues', async () => {
    renderApp('/auth-home', { user: pro(), routes: billing({ hasCustomer: true, pastDue: true }) });
    expect(await screen.findByText(BILLING_MESSAGES.pastDue)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logged In - Pro' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Manage Billing' })).toHaveLength(1);
  });
});
