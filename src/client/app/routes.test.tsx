import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, PROTECTED_ROUTES, type ClientRoute } from '../../shared/routes.js';
import { makeUser, renderApp, TEST_SITE } from '../test-utils';

const publicRoutes = Object.values(CLIENT_ROUTES).filter((path) => !PROTECTED_ROUTES.includes(path));
/** /custom-content is only a way into the dashboard's request portal; it has a test of its own. */
const protectedPages = PROTECTED_ROUTES.filter((path) => path !== CLIENT_ROUTES.customContent);

describe('route table', () => {
  it('has public and protected pages to check (each list below makes one test per page)', () => {
    expect(publicRoutes.length).toBeGreaterThan(3);
    expect(protectedPages.length).toBeGreaterThan(0);
  });

  it('sends an unknown path to the home page', async () => {
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: TEST_SITE.siteTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(publicRoutes)('renders a page with one h1 at %s', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(protectedPages)('renders a page with one h1 at %s for a signed-in user', async (path: ClientRoute) => {
    const { router } = renderApp(path, { user: makeUser() });
    await screen.findByRole('contentinfo');
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens the request portal of Custom Build from /custom-content', async () => {
    const { router } = renderApp(CLIENT_ROUTES.customContent, { user: makeUser({ role: 'pro_user' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Build' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Request Portal' })).toHaveAttribute('aria-selected', 'true');
    const portal = screen.getByRole('tabpanel', { name: 'Request Portal' });
    expect(within(portal).getByRole('combobox', { name: 'Top' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CLIENT_ROUTES.authHome);
  });
});
