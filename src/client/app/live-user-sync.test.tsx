import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { LIVE_PATHS } from '../../shared/live-events.js';
import { FakeEventSource, installFakeEventSource, jsonResponse, makeUser, renderApp, TEST_SITE } from '../test-utils';

/** GET /api/me answers with whatever `state.user` is at the time. */
function liveMe(user: CurrentUser | null) {
  const state = { user, calls: 0 };
  const routes = {
    'GET /api/me': () => {
      state.calls += 1;
      return state.user ? jsonResponse(state.user) : jsonResponse({ code: 'unauthorized', message: 'Please sign in first.' }, 401);
    },
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
  };
  return { state, routes };
}

describe('live user updates', () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  it('opens the stream while signed in and refetches /api/me on user.updated for this user', async () => {
    const owner = makeUser({ email: 'owner@example.com', isAdmin: true });
    const me = liveMe(owner);
    renderApp('/auth-home', { routes: me.routes });
    expect(await screen.findByRole('button', { name: 'Logged In - Basic' })).toBeInTheDocument();
    const source = FakeEventSource.open()[0]!;
    expect(source.url).toBe(LIVE_PATHS.events);
    expect(FakeEventSource.open()).toHaveLength(1);

    // Another tab toggled the role.
    me.state.user = makeUser({ ...owner, role: 'pro_user' });
    act(() => source.emit({ type: 'user.updated', data: { userId: owner.id } }));
    expect(await screen.findByRole('button', { name: 'Logged In - Pro' })).toBeInTheDocument();
  });

  it("ignores updates of other users", async () => {
    const me = liveMe(makeUser());
    renderApp('/auth-home', { routes: me.routes });
    await screen.findByRole('button', { name: 'Logged In - Basic' });
    const calls = me.state.calls;
    act(() => FakeEventSource.open()[0]!.emit({ type: 'user.updated', data: { userId: 'someone-else' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(me.state.calls).toBe(calls);
  });

  it('after a refused stream, asks /api/me and does not reopen once signed out', async () => {
    const me = liveMe(makeUser());
    const { router } = renderApp('/auth-home', { routes: me.routes });
    await screen.findByRole('button', { name: 'Logged In - Basic' });

    me.state.user = null; // the session ended elsewhere
    act(() => FakeEventSource.open()[0]!.fail(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: TEST_SITE.siteTitle })).toBeInTheDocument();
    expect(FakeEventSource.open()).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes the stream on Sign Out', async () => {
    const me = liveMe(makeUser());
    const { router } = renderApp('/auth-home', { routes: me.routes });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logged In - Basic' }));
    me.state.user = null;
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: TEST_SITE.siteTitle })).toBeInTheDocument();
    // The stream closes once the signed-out user reaches the cache, which may be after the navigation.
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(0));
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
