import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { renderApp, TEST_SITE } from '../test-utils';

describe('route table', () => {
  it('sends an unknown path to the home page', async () => {
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: TEST_SITE.siteTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(Object.values(CLIENT_ROUTES))('renders a page with one h1 at %s', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe(path);
  });

  it('placeholder pages link back home', async () => {
    renderApp('/auth-home');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
