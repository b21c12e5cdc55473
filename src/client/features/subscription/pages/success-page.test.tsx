import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { PRO_BENEFITS, SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PATHS, type CheckoutState } from '../../../../shared/features/subscription.schema.js';
import { dispatchLiveMessage } from '../../../lib/live-events';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { SUBSCRIPTION_CHECKOUT_KEYS } from '../use-subscription-confirmation';
import { SuccessPage, type SuccessPageProps } from './success-page';

const USER_ID = '00000000-0000-4000-8000-00000000abcd';
const basic = makeUser({ id: USER_ID });
const pro = makeUser({ id: USER_ID, role: 'pro_user', subscriptionStatus: 'active' });

/** What the server answers about the member and the checkout, one answer per call (the last one repeats). */
interface ServerAnswers {
  status?: Array<{ isPro: boolean; checkout?: CheckoutState } | { fail: number }>;
}

function renderSuccess(
  props: Partial<SuccessPageProps> & Pick<SuccessPageProps, 'fetchUser'>,
  { status = [{ isPro: true, checkout: 'complete' }] }: ServerAnswers = {},
  search = `?session_id=cs_test_9&user_id=${USER_ID}`,
) {
  const asked: URL[] = [];
  mockApi({
    routes: {
      [`GET ${SUBSCRIPTION_PATHS.status}`]: (url) => {
        const answer = status[Math.min(asked.length, status.length - 1)]!;
        asked.push(url);
        if ('fail' in answer) return jsonResponse({ code: 'x', message: 'x' }, answer.fail);
        return jsonResponse({ userId: url.searchParams.get('userId'), subscriptionStatus: answer.isPro ? 'active' : null, ...answer });
      },
    },
  });
  const router = createMemoryRouter([{ path: '/success', element: <SuccessPage intervalMs={30} {...props} /> }, { path: '/auth-home', element: <p>Dashboard</p> }], {
    initialEntries: [`/success${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return asked;
}

afterEach(() => sessionStorage.clear());

describe('/success', () => {
  it('keeps session_id and user_id in session storage and asks the server about that checkout', async () => {
    const asked = renderSuccess({ fetchUser: async () => pro });
    await screen.findByRole('heading', { name: 'Welcome to Pro!' });
    expect(sessionStorage.getItem(SUBSCRIPTION_CHECKOUT_KEYS.sessionId)).toBe('cs_test_9');
    expect(sessionStorage.getItem(SUBSCRIPTION_CHECKOUT_KEYS.userId)).toBe(USER_ID);
    expect(asked[0]!.searchParams.get('sessionId')).toBe('cs_test_9');
    expect(asked[0]!.searchParams.get('userId')).toBe(USER_ID);
  });

  it('shows the benefits and a way back once the server confirms the paid checkout and Pro', async () => {
    const onConfirmed = vi.fn();
    renderSuccess({ fetchUser: async () => pro, onConfirmed }, { status: [{ isPro: false, checkout: 'open' }, { isPro: true, checkout: 'complete' }] });
    expect(await screen.findByRole('heading', { name: 'Welcome to Pro!' })).toBeInTheDocument();
    for (const benefit of PRO_BENEFITS) expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/auth-home');
    expect(onConfirmed).toHaveBeenCalledWith(pro);
  });

  it('never welcomes a Pro member back for a session id that is not a checkout of theirs', async () => {
    renderSuccess({ fetchUser: async () => pro }, { status: [{ isPro: true, checkout: 'unknown' }] }, `?session_id=cs_made_up&user_id=${USER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SUBSCRIPTION_MESSAGES.checkoutUnknown);
    expect(screen.queryByText(/Your payment went through/)).not.toBeInTheDocument();
  });

  it('confirms nothing when it came back without any session id', async () => {
    renderSuccess({ fetchUser: async () => pro }, {}, '');
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });

  it('checks up to 5 times, offers the manual return from attempt 3, then says the account is being updated', async () => {
    const fetchUser = vi.fn<() => Promise<CurrentUser | null>>().mockResolvedValue(basic);
    renderSuccess({ fetchUser, intervalMs: 150 }, { status: [{ isPro: false, checkout: 'complete' }] });
    expect(await screen.findByText(/attempt 1 of 5/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manually Return to Dashboard' })).not.toBeInTheDocument();
    await screen.findByText(/attempt 2 of 5/);
    expect(screen.queryByRole('link', { name: 'Manually Return to Dashboard' })).not.toBeInTheDocument();
    await screen.findByText(/attempt 3 of 5/);
    expect(screen.getByRole('link', { name: 'Manually Return to Dashboard' })).toHaveAttribute('href', '/auth-home');
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.beingUpdated, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchUser).toHaveBeenCalledTimes(5);
  });

  it('moves on from "Almost there" by itself when the live channel says the member changed and Pro is active', async () => {
    renderSuccess({ fetchUser: async () => basic, attempts: 1 }, { status: [{ isPro: false, checkout: 'complete' }, { isPro: true, checkout: 'complete' }] });
    expect(await screen.findByRole('heading', { name: 'Almost there' })).toBeInTheDocument();
    act(() => dispatchLiveMessage(JSON.stringify({ type: 'user.updated', data: { userId: USER_ID } })));
    expect(await screen.findByRole('heading', { name: 'Welcome to Pro!' })).toBeInTheDocument();
  });

  it('reads the stored user id when nobody is signed in after 5 tries', async () => {
    const asked = renderSuccess({ fetchUser: async () => null });
    expect(await screen.findByRole('heading', { name: 'Welcome to Pro!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(asked[0]!.searchParams.get('userId')).toBe(USER_ID);
  });

  it.each([
    ['the stored user cannot be read (not signed in)', 401, SUBSCRIPTION_MESSAGES.authIssue],
    ['the user document is missing', 404, SUBSCRIPTION_MESSAGES.userMissing],
    ['the check fails otherwise', 500, SUBSCRIPTION_MESSAGES.verifyFailed],
  ])('shows the SPEC message when %s', async (_case, fail, message) => {
    renderSuccess({ fetchUser: async () => null }, { status: [{ fail }] });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(message);
  });

  it('reports an authentication issue when there is no user and no stored user id', async () => {
    renderSuccess({ fetchUser: async () => null }, {}, '');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(SUBSCRIPTION_MESSAGES.authIssue);
  });

  it('shows an error when checking the Pro status fails', async () => {
    renderSuccess({ fetchUser: vi.fn().mockRejectedValue(new Error('offline')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while verifying your subscription.');
  });
});
