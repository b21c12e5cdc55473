import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_SITE } from '../../../test-utils';

describe('Privacy policy page', () => {
  it('has eleven numbered sections and the March 2025 date', async () => {
    renderApp('/privacy-policy');
    // The router app loads this page's code when it first draws it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(11);
    sections.forEach((heading, index) => expect(heading).toHaveTextContent(new RegExp(`^${index + 1}\\. `)));
    expect(screen.getByText('Last updated: March 2025')).toBeInTheDocument();
  });

  it('names the support e-mail from the site settings', async () => {
    renderApp('/privacy-policy');
    const links = await screen.findAllByRole('link', { name: TEST_SITE.supportEmail });
    expect(links[0]).toHaveAttribute('href', `mailto:${TEST_SITE.supportEmail}`);
  });

  it('Back goes home when the page was opened directly', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/privacy-policy');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('Back returns to the previous page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/contact');
    await user.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/privacy-policy');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
