import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRO_BENEFITS } from '../../../../shared/features/subscription.schema.js';
import { jsonResponse, makeUser, mockApi, renderWithProviders, type RouteHandler } from '../../../test-utils';
import { SubscribeView } from './subscribe-view';

const CHECKOUT_URL = 'http://127.0.0.1:4242/pay/cs_test_1';

function setup(routes: Record<string, RouteHandler> = {}, user = makeUser()) {
  const fetchMock = mockApi({ user, routes });
  const redirect = vi.fn();
  renderWithProviders(<SubscribeView user={user} redirect={redirect} />);
  return { fetchMock, redirect, events: userEvent.setup() };
}

const okRoutes = () => ({
  'POST /api/subscription/agreement': vi.fn<RouteHandler>(() => jsonResponse({ agreementVersion: '1.0', acceptedAt: new Date().toISOString() }, 201)),
  'POST /api/subscription/checkout': vi.fn<RouteHandler>(() => jsonResponse({ sessionId: 'cs_test_1', url: CHECKOUT_URL })),
});

describe('Subscribe view', () => {
  it('shows the benefits and the $20/month button', () => {
    setup();
    expect(PRO_BENEFITS.length).toBeGreaterThan(0);
    for (const benefit of PRO_BENEFITS) expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe for $20/month' })).toBeInTheDocument();
  });

  it('enables I Agree only once the box is ticked, and covers SPEC §9 in the agreement', async () => {
    const { events } = setup(okRoutes());
    await events.click(screen.getByRole('button', { name: 'Subscribe for $20/month' }));
    const dialog = screen.getByRole('dialog', { name: 'User Agreement' });
    expect(dialog).toHaveTextContent('Version 1.0');
    expect(dialog).toHaveTextContent('liquidated damages of $100');
    expect(dialog).toHaveTextContent('Massachusetts');
    const agree = within(dialog).getByRole('button', { name: 'I Agree' });
    expect(agree).toBeDisabled();
    await events.click(within(dialog).getByRole('checkbox'));
    expect(agree).toBeEnabled();
    await events.click(within(dialog).getByRole('checkbox'));
    expect(agree).toBeDisabled();
  });

  it('closes the agreement on Cancel without recording anything, unticked next time', async () => {
    const routes = okRoutes();
    const { events } = setup(routes);
    await events.click(screen.getByRole('button', { name: 'Subscribe for $20/month' }));
    await events.click(screen.getByRole('checkbox'));
    await events.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Subscribe for $20/month' }));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeDisabled();
    expect(routes['POST /api/subscription/agreement']).not.toHaveBeenCalled();
  });

  it('records the agreement, then opens the hosted checkout', async () => {
    const routes = okRoutes();
    const { events, redirect } = setup(routes);
    await events.click(screen.getByRole('button', { name: 'Subscribe for $20/month' }));
    await events.click(screen.getByRole('checkbox'));
    await events.click(screen.getByRole('button', { name: 'I Agree' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(routes['POST /api/subscription/agreement']).toHaveBeenCalledTimes(1);
    const [, init] = routes['POST /api/subscription/checkout'].mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ attemptId: expect.stringMatching(/^[0-9a-f-]{36}$/), plan: 'monthly' });
  });

  it('offers the yearly plan with its saving, and checks out yearly after the same agreement', async () => {
    const routes = { ...okRoutes(), 'GET /api/subscription/plans': () => jsonResponse({ monthlyCents: 2000, yearlyCents: 20000, yearlySavingCents: 4000 }) };
    const { events, redirect } = setup(routes);
    const yearly = await screen.findByRole('radio', { name: /Yearly/ });
    expect(screen.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(yearly.closest('label')).toHaveTextContent('Save $40 against 12 months');
    await events.click(yearly);
    expect(screen.getByRole('heading', { name: '$200/year' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Subscribe for $200/year' }));
    await events.click(within(screen.getByRole('dialog', { name: 'User Agreement' })).getByRole('checkbox'));
    await events.click(screen.getByRole('button', { name: 'I Agree' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(JSON.parse(String(routes['POST /api/subscription/checkout'].mock.calls[0]![1]?.body))).toMatchObject({ plan: 'yearly' });
  });

  it('offers the free trial on the button only when the server offers it to this member', async () => {
    const plans = (trialDays: number) => ({ 'GET /api/subscription/plans': () => jsonResponse({ monthlyCents: 2000, yearlyCents: 20000, yearlySavingCents: 4000, trialDays }) });
    setup({ ...okRoutes(), ...plans(7) });
    expect(await screen.findByRole('button', { name: 'Start your 7-day free trial' })).toBeInTheDocument();
    expect(screen.getByText(/7 days free, then \$20\/month/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe for $20/month' })).not.toBeInTheDocument();
  });

  it('keeps the spec\'s button for a member who already had a trial', async () => {
    setup({ ...okRoutes(), 'GET /api/subscription/plans': () => jsonResponse({ monthlyCents: 2000, yearlyCents: 20000, yearlySavingCents: 4000, trialDays: 0 }) });
    expect(await screen.findByRole('radio', { name: /Yearly/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe for $20/month' })).toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
  });

  it('shows the message when the checkout cannot start', async () => {
    const { events, redirect } = setup({
      ...okRoutes(),
      'POST /api/subscription/checkout': () => jsonResponse({ code: 'payment_provider_error', message: 'Stripe failed to initialize.' }, 502),
    });
    await events.click(screen.getByRole('button', { name: 'Subscribe for $20/month' }));
    await events.click(screen.getByRole('checkbox'));
    await events.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe failed to initialize.');
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeEnabled();
  });

  it('sends a discount code with the checkout, and shows why the server refused one', async () => {
    const checkout = vi.fn<RouteHandler>(() => jsonResponse({ code: 'code_expired', message: 'That discount code has expired.' }, 400));
    const { events, redirect } = setup({ ...okRoutes(), 'POST /api/subscription/checkout': checkout });
    await events.type(screen.getByRole('textbox', { name: 'Discount code' }), ' SPRING50 ');
    await events.click(screen.getByRole('button', { name: 'Subscribe for $20/month' }));
    await events.click(screen.getByRole('checkbox'));
    await events.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That discount code has expired.');
    expect(JSON.parse(String(checkout.mock.calls[0]![1]?.body))).toMatchObject({ promotionCode: 'SPRING50' });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to log in first', async () => {
    mockApi();
    renderWithProviders(<SubscribeView user={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe for $20/month' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in first');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers nothing to a Pro member', () => {
    mockApi();
    renderWithProviders(<SubscribeView user={makeUser({ role: 'pro_user' })} />);
    expect(screen.queryByRole('button', { name: 'Subscribe for $20/month' })).not.toBeInTheDocument();
  });
});
