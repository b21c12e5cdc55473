import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES } from '../../../../shared/features/offers.schema.js';
import { jsonResponse, makeUser, mockApi, renderWithProviders, type RouteHandler } from '../../../test-utils';
import { SubscribeView } from './subscribe-view';

const accepted = { code: 'HALF-3', offerCents: 1000, fullCents: 2000, duration: 'repeating', durationInMonths: 3, summary: '$10/month for 3 months, then $20/month' };

const checkRoute = () =>
  vi.fn<RouteHandler>((url) =>
    url.searchParams.get('code')?.toUpperCase() === 'HALF-3' ? jsonResponse(accepted) : jsonResponse({ code: 'unknown_code', message: OFFER_MESSAGES.unknownCode }, 400),
  );

describe('Subscribe view → discount code', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('fills in and checks the code a share link brought, and states the price during and after the offer', async () => {
    window.history.replaceState(null, '', '/auth-home?view=subscribe&code=HALF-3');
    const check = checkRoute();
    const user = makeUser();
    mockApi({ user, routes: { 'GET /api/offers/check': check } });
    renderWithProviders(<SubscribeView user={user} />);
    await screen.findByText('HALF-3 applied:');
    expect(screen.getByRole('status')).toHaveTextContent('HALF-3 applied: $10/month for 3 months, then $20/month');
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('HALF-3');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('says why a typed code cannot be used, and forgets an accepted offer once the code is edited', async () => {
    const user = makeUser();
    mockApi({ user, routes: { 'GET /api/offers/check': checkRoute() } });
    renderWithProviders(<SubscribeView user={user} />);
    const events = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await events.type(field, 'NOPE{Enter}');
    expect(await screen.findByText(OFFER_MESSAGES.unknownCode)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await events.clear(field);
    await events.type(field, 'half-3');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/\$10\/month for 3 months, then \$20\/month/)).toBeInTheDocument();
    await events.type(field, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('states the code again in the yearly price and period when the yearly plan is chosen', async () => {
    window.history.replaceState(null, '', '/auth-home?view=subscribe&code=HALF-3');
    const yearly = { ...accepted, offerCents: 10000, fullCents: 20000, summary: '$100 for the first year, then $200/year' };
    const check = vi.fn<RouteHandler>((url) => jsonResponse(url.searchParams.get('plan') === 'yearly' ? yearly : accepted));
    const user = makeUser();
    mockApi({
      user,
      routes: { 'GET /api/offers/check': check, 'GET /api/subscription/plans': () => jsonResponse({ monthlyCents: 2000, yearlyCents: 20000, yearlySavingCents: 4000, trialDays: 0 }) },
    });
    renderWithProviders(<SubscribeView user={user} />);
    await screen.findByText(/\$10\/month for 3 months/);
    await userEvent.setup().click(await screen.findByRole('radio', { name: /Yearly/ }));
    expect(await screen.findByText(/\$100 for the first year, then \$200\/year/)).toBeInTheDocument();
    expect(check.mock.calls.map(([url]) => url.searchParams.get('plan'))).toEqual(['monthly', 'yearly']);
  });
});
