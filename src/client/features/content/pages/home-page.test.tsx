import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setUserAgent, TEST_SITE, USER_AGENTS } from '../../../test-utils';

describe('Home page', () => {
  it('shows the welcome line and the site title from /api/site', async () => {
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: TEST_SITE.siteTitle })).toBeInTheDocument();
    expect(screen.getByText('Welcome to')).toBeInTheDocument();
    expect(container).toHaveTextContent(/basic profile information/);
    expect(document.title).toBe(TEST_SITE.siteTitle);
  });

  it('has a footer with the privacy policy link and the company copyright line', async () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(`© 2025 ${TEST_SITE.companyName}. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('Sign In/Up with Google goes to /google-signup', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Sign In/Up with Google' }));
    expect(router.state.location.pathname).toBe('/google-signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('Privacy Policy goes to /privacy-policy', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('warns visitors inside the Instagram browser', async () => {
    setUserAgent(USER_AGENTS.instagram);
    renderApp('/');
    expect(await screen.findByText(/Sign-in with Google may not work inside this app/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('shows no warning in desktop Chrome', async () => {
    setUserAgent(USER_AGENTS.desktopChrome);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: TEST_SITE.siteTitle });
    expect(screen.queryByText(/may not work inside this app/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
  });
});
