import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test-utils';
import { CanceledPage } from './canceled-page';

function renderCanceled(redirectMs?: number) {
  mockApi();
  const router = createMemoryRouter(
    [
      { path: '/canceled', element: <CanceledPage redirectMs={redirectMs} /> },
      { path: '/auth-home', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/canceled'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/canceled', () => {
  it('says the subscription was not completed, counts down from 5 seconds and links to the dashboard', () => {
    renderCanceled();
    expect(screen.getByRole('heading', { name: 'Subscription not completed' })).toBeInTheDocument();
    expect(screen.getByText(/Returning to your dashboard in 5 seconds/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard now' })).toHaveAttribute('href', '/auth-home');
  });

  it('goes to the dashboard by itself', async () => {
    const router = renderCanceled(50);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth-home');
  });
});
