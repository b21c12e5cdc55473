import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, renderApp, TEST_SITE } from '../test-utils';

afterEach(() => sessionStorage.clear());

describe('RequireAuth', () => {
  it('shows a loading state while /api/me answers', async () => {
    renderApp('/auth-home', { routes: { 'GET /api/me': () => new Promise<Response>(() => undefined) } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });

  it('sends a signed-out visitor to / and remembers where they were going', async () => {
    const { router } = renderApp('/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: TEST_SITE.siteTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/success?session_id=cs_1' });
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/success?session_id=cs_1');
  });

  it('lets a signed-in user through and forgets the remembered page', async () => {
    sessionStorage.setItem('auth.returnTo', '/auth-home');
    const { router } = renderApp('/auth-home', { user: makeUser() });
    expect(await screen.findByRole('button', { name: /Logged In - Basic/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth-home');
    await waitFor(() => expect(sessionStorage.getItem('auth.returnTo')).toBeNull());
  });

  it('offers a retry when /api/me fails for another reason', async () => {
    renderApp('/auth-home', { routes: { 'GET /api/me': () => new Response('oops', { status: 503 }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/error 503/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
