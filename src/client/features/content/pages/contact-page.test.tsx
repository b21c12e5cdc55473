import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_SITE } from '../../../test-utils';

describe('Contact page', () => {
  it('shows the support e-mail, the 24-hour promise, help topics and Back', async () => {
    renderApp('/contact');
    const email = await screen.findByRole('link', { name: TEST_SITE.supportEmail });
    expect(email).toHaveAttribute('href', `mailto:${TEST_SITE.supportEmail}`);
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    for (const topic of ['Subscription and billing', 'Custom orders', 'Account and sign-in', 'Content access', 'Privacy requests']) {
      expect(screen.getByRole('heading', { name: topic })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
