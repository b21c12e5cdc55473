import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_ORDER_MESSAGES, CUSTOM_SESSION_KEYS } from '../../../../shared/features/custom-orders.schema.js';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { createTestQueryClient, jsonResponse, makeUser, mockApi, renderApp } from '../../../test-utils';
import { SiteSettingsProvider } from '../../../lib/site';
import { customRequest } from '../custom-orders.test-kit';
import { CustomSuccessPage } from './custom-success-page';

const buyer = makeUser({ role: 'pro_user', email: 'ada@example.com' });

afterEach(() => window.sessionStorage.clear());

/** The success page alone, with a fast poll, so the 5 attempts do not take 5 seconds. */
function renderSuccess(fetchUser: () => Promise<CurrentUser | null>, search = '?session_id=cs_test_1&user_id=u1') {
  const router = createMemoryRouter(
    [
      { path: '/custom-success', element: <CustomSuccessPage fetchUser={fetchUser} pollIntervalMs={5} /> },
      { path: '/auth-home', element: <p>dashboard</p> },
    ],
    { initialEntries: [`/custom-success${search}`] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SiteSettingsProvider>
        <RouterProvider router={router} />
      </SiteSettingsProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('/custom-success', () => {
  it('shows the request number, choices, status Paid and the first 10 characters of the order id, then opens tracking', async () => {
    const order = { ...customRequest(), orderId: customRequest().id };
    const fetchMock = mockApi({ user: buyer, routes: { 'GET /api/custom-orders/confirmation': () => jsonResponse(order) } });
    const router = renderSuccess(async () => buyer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    for (const text of ['#0007', 'Polo', 'Chino Shorts', 'Front Flex', 'Paid', order.id.slice(0, 10)]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(order.id)).not.toBeInTheDocument();
    expect(screen.getByText(/created within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/Purchased Content folder in Custom Builds/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('sessionId=cs_test_1');
    expect(window.sessionStorage.getItem(CUSTOM_SESSION_KEYS.sessionId)).toBe('cs_test_1');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View My Orders' }));
    expect(router.state.location.pathname).toBe('/auth-home');
    expect(router.state.location.state).toEqual({ component: 'custom_build', tab: 'tracking' });
  });

  it('waits for the session up to 5 times before finding the order', async () => {
    mockApi({ user: buyer, routes: { 'GET /api/custom-orders/confirmation': () => jsonResponse({ ...customRequest(), orderId: customRequest().id }) } });
    const fetchUser = vi.fn<() => Promise<CurrentUser | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(null).mockResolvedValue(buyer);
    renderSuccess(fetchUser);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(fetchUser).toHaveBeenCalledTimes(3);
  });

  it("gives up after 5 attempts without a user with 'An error occurred while retrieving your order details.'", async () => {
    mockApi();
    const fetchUser = vi.fn(async () => null);
    renderSuccess(fetchUser);
    expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOM_ORDER_MESSAGES.orderLookupFailed);
    expect(fetchUser).toHaveBeenCalledTimes(5);
  });

  it.each([
    [404, CUSTOM_ORDER_MESSAGES.orderNotFound],
    [500, CUSTOM_ORDER_MESSAGES.orderLookupFailed],
  ])('answers a %i with SPEC §8’s message', async (status, message) => {
    mockApi({ user: buyer, routes: { 'GET /api/custom-orders/confirmation': () => jsonResponse({ code: 'x', message: 'x' }, status) } });
    renderSuccess(async () => buyer);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});

describe('/custom-fail', () => {
  it('says something went wrong, shows both ids and offers Try Again, the dashboard and support', async () => {
    renderApp('/custom-fail?session_id=cs_test_9&user_id=user-42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('cs_test_9')).toBeInTheDocument();
    expect(screen.getByText('user-42')).toBeInTheDocument();
    expect(screen.getByText(/your payment or content will still be processed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/custom-content');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/auth-home');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('falls back to the ids kept before the checkout', async () => {
    window.sessionStorage.setItem(CUSTOM_SESSION_KEYS.sessionId, 'cs_kept');
    window.sessionStorage.setItem(CUSTOM_SESSION_KEYS.userId, 'user-kept');
    renderApp('/custom-fail');
    expect(await screen.findByText('cs_kept')).toBeInTheDocument();
    expect(screen.getByText('user-kept')).toBeInTheDocument();
  });
});

describe('/custom-content', () => {
  it('opens Custom Build on the request portal', async () => {
    const pro = makeUser({ role: 'pro_user' });
    const { router } = renderApp('/custom-content', { user: pro });
    expect(await screen.findByRole('tab', { name: 'Request Portal' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/auth-home');
  });
});
