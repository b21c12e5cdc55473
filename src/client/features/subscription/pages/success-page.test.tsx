import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { PRO_BENEFITS, SUBSCRIPTION_MESSAGES } from '../../../../shared/features/subscription.schema.js';
import { ApiRequestError } from '../../../lib/api-client';
import { makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { SUBSCRIPTION_CHECKOUT_KEYS } from '../use-subscription-confirmation';
import { SuccessPage, type SuccessPageProps } from './success-page';

const USER_ID = '00000000-0000-4000-8000-00000000abcd';
const basic = makeUser();
const pro = makeUser({ role: 'pro_user', subscriptionStatus: 'active' });

function renderSuccess(props: Partial<SuccessPageProps> & Pick<SuccessPageProps, 'fetchUser'>, search = `?session_id=cs_test_9&user_id=${USER_ID}`) {
  mockApi();
  const router = createMemoryRouter([{ path: '/success', element: <SuccessPage intervalMs={30} {...props} /> }, { path: '/auth-home', element: <p>Dashboard</p> }], {
    initialEntries: [`/success${search}`],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => sessionStorage.clear());

describe('/success', () => {
  it('keeps session_id and user_id in session storage', async () => {
    renderSuccess({ fetchUser: async () => pro });
    await screen.findByRole('heading', { name: 'Welcome to Pro!' });
    expect(sessionStorage.getItem(SUBSCRIPTION_CHECKOUT_KEYS.sessionId)).toBe('cs_test_9');
    expect(sessionStorage.getItem(SUBSCRIPTION_CHECKOUT_KEYS.userId)).toBe(USER_ID);
  });

  it('shows the benefits and a way back as soon as the user is Pro', async () => {
    const onConfirmed = vi.fn();
    renderSuccess({ fetchUser: vi.fn().mockResolvedValueOnce(basic).mockResolvedValue(pro), onConfirmed });
    expect(await screen.findByRole('heading', { name: 'Welcome to Pro!' })).toBeInTheDocument();
    expect(PRO_BENEFITS.length).toBeGreaterThan(0);
    for (const benefit of PRO_BENEFITS) expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/auth-home');
    expect(onConfirmed).toHaveBeenCalledWith(pro);
  });

  it('checks up to 5 times, offers the manual return from attempt 3, then says the account is being updated', async () => {
    const fetchUser = vi.fn<() => Promise<CurrentUser | null>>().mockResolvedValue(basic);
    renderSuccess({ fetchUser, intervalMs: 150 });
    expect(await screen.findByText(/attempt 1 of 5/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manually Return to Dashboard' })).not.toBeInTheDocument();
    await screen.findByText(/attempt 2 of 5/);
    expect(screen.queryByRole('link', { name: 'Manually Return to Dashboard' })).not.toBeInTheDocument();
    await screen.findByText(/attempt 3 of 5/);
    expect(screen.getByRole('link', { name: 'Manually Return to Dashboard' })).toHaveAttribute('href', '/auth-home');
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.beingUpdated, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchUser).toHaveBeenCalledTimes(5);
  });

  it('reads the stored user id when nobody is signed in after 5 tries', async () => {
    const fetchStatus = vi.fn().mockResolvedValue({ userId: USER_ID, isPro: true, subscriptionStatus: 'active' });
    renderSuccess({ fetchUser: async () => null, fetchStatus });
    expect(await screen.findByRole('heading', { name: 'Welcome to Pro!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchStatus).toHaveBeenCalledWith(USER_ID);
  });

  it.each([
    ['the stored user cannot be read (not signed in)', new ApiRequestError(401, 'unauthorized', 'x'), SUBSCRIPTION_MESSAGES.authIssue],
    ['the user document is missing', new ApiRequestError(404, 'not_found', 'x'), SUBSCRIPTION_MESSAGES.userMissing],
    ['the check fails otherwise', new ApiRequestError(500, 'internal_error', 'x'), SUBSCRIPTION_MESSAGES.verifyFailed],
  ])('shows the SPEC message when %s', async (_case, failure, message) => {
    renderSuccess({ fetchUser: async () => null, fetchStatus: vi.fn().mockRejectedValue(failure) });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(message);
  });

  it('reports an authentication issue when there is no user and no stored user id', async () => {
    renderSuccess({ fetchUser: async () => null }, '');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(SUBSCRIPTION_MESSAGES.authIssue);
  });

  it('shows an error when checking the Pro status fails', async () => {
    renderSuccess({ fetchUser: vi.fn().mockRejectedValue(new Error('offline')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while verifying your subscription.');
  });
});
