import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AUTH_CHANNEL } from '../../../../shared/features/auth.schema.js';
import { jsonResponse, makeUser, renderApp } from '../../../test-utils';
import { POPUP_CLOSED_MESSAGE, signInWindow } from '../use-popup-sign-in';
import { SIGNING_IN_TEXT } from './google-signup-page';

function fakePopup() {
  return { closed: false, focus: vi.fn(), close: vi.fn() } as unknown as Window & { closed: boolean };
}

/** GET /api/me answers 401 until `signIn` is called. */
function meRoute() {
  let me: ReturnType<typeof makeUser> | null = null;
  return {
    signIn: () => {
      me = makeUser();
    },
    routes: {
      'GET /api/me': () =>
        me ? jsonResponse(me) : jsonResponse({ code: 'unauthorized', message: 'Please sign in first.' }, 401),
    },
  };
}

function postFromPopup(data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue with Google' });
// The router app loads this page's code when it first draws it.
const pageShown = () => screen.findByRole('button', { name: 'Continue with Google' });
const backButton = () => screen.getByRole('button', { name: 'Back to Home' });

describe('/google-signup', () => {
  let popup: ReturnType<typeof fakePopup>;
  let open: Mock<(url: string) => Window | null>;
  let redirect: Mock<(url: string) => void>;
  let leave: Mock<(path: string) => void>;

  beforeEach(() => {
    popup = fakePopup();
    open = vi.fn<(url: string) => Window | null>(() => popup);
    redirect = vi.fn<(url: string) => void>();
    vi.spyOn(signInWindow, 'open').mockImplementation(open);
    vi.spyOn(signInWindow, 'redirect').mockImplementation(redirect);
    leave = vi.fn<(path: string) => void>();
    vi.spyOn(signInWindow, 'leave').mockImplementation(leave);
  });

  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('opens the sign-in popup and shows the signing-in text with both buttons disabled', async () => {
    const user = userEvent.setup();
    renderApp('/google-signup');
    await user.click(await pageShown());

    expect(open).toHaveBeenCalledWith('/api/auth/login?mode=popup&returnTo=%2Fauth-home');
    expect(screen.getByRole('status')).toHaveTextContent(SIGNING_IN_TEXT);
    expect(continueButton()).toBeDisabled();
    expect(backButton()).toBeDisabled();
  });

  it('falls back to a full-page redirect when the popup is blocked', async () => {
    open.mockReturnValue(null);
    sessionStorage.setItem('auth.returnTo', '/success?session_id=cs_1');
    const user = userEvent.setup();
    renderApp('/google-signup');
    await user.click(await pageShown());

    expect(redirect).toHaveBeenCalledWith('/api/auth/login?mode=redirect&returnTo=%2Fsuccess%3Fsession_id%3Dcs_1');
    expect(screen.getByRole('status')).toHaveTextContent(SIGNING_IN_TEXT);
  });

  it('shows the failure message and re-enables the buttons', async () => {
    const user = userEvent.setup();
    renderApp('/google-signup');
    await user.click(await pageShown());
    postFromPopup({ type: 'sign-in-failed', message: 'Sign-in was cancelled.' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in was cancelled.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(continueButton()).toBeEnabled();
    expect(backButton()).toBeEnabled();
  });

  it('reports a popup closed without an answer as a failure', async () => {
    const user = userEvent.setup();
    renderApp('/google-signup');
    await user.click(await pageShown());
    popup.closed = true;

    expect(await screen.findByText(POPUP_CLOSED_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('goes to /auth-home 2 seconds after the popup signed in', async () => {
    const user = userEvent.setup();
    const me = meRoute();
    renderApp('/google-signup', { routes: me.routes });
    await user.click(await pageShown());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    me.signIn();
    postFromPopup({ type: 'signed-in' });
    expect(screen.getByRole('status')).toHaveTextContent(SIGNING_IN_TEXT);

    await act(async () => vi.advanceTimersByTime(1999));
    expect(leave).not.toHaveBeenCalled();
    expect(continueButton()).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(leave).toHaveBeenCalledWith('/auth-home');
  });

  it('returns to the protected page the visitor first asked for, told on the BroadcastChannel', async () => {
    sessionStorage.setItem('auth.returnTo', '/canceled');
    const user = userEvent.setup();
    const me = meRoute();
    renderApp('/google-signup', { routes: me.routes });
    await user.click(await pageShown());
    expect(open).toHaveBeenCalledWith('/api/auth/login?mode=popup&returnTo=%2Fcanceled');
    me.signIn();

    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage({ type: 'signed-in' });
    channel.close();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/canceled'), { timeout: 4000 });
    expect(sessionStorage.getItem('auth.returnTo')).toBeNull();
  });

  it('shows the error a redirect sign-in came back with', async () => {
    // The page reads the address bar: it is also hydrated without the router.
    window.history.replaceState(null, '', '/google-signup?error=Sign-in%20failed.%20Please%20try%20again.');
    renderApp('/google-signup?error=Sign-in%20failed.%20Please%20try%20again.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in failed. Please try again.');
    expect(continueButton()).toBeEnabled();
  });

  it('sends a signed-in visitor on to /auth-home', async () => {
    renderApp('/google-signup', { user: makeUser() });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth-home'));
  });

  it('Back to Home goes home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/google-signup');
    await pageShown();
    await user.click(backButton());
    expect(router.state.location.pathname).toBe('/');
  });
});
