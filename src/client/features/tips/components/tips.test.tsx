import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tip } from '../../../../shared/features/tips.schema.js';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import type * as TipsApi from '../tips.api';
import { goToTipCheckout } from '../tips.api';
import { TipButton } from './tip-button';
import { TipsAdminTab } from './tips-admin-tab';
import { TipThanks } from './tip-thanks';

vi.mock('../tips.api', async (importOriginal) => ({ ...(await importOriginal<typeof TipsApi>()), goToTipCheckout: vi.fn() }));

const PICTURE = '5b0f8a52-3c1d-4e5f-9a6b-7c8d9e0f1a2b';
const OPTIONS = { suggestionsCents: [300, 500, 1000], minCents: 100, maxCents: 50_000 };
const pro = makeUser({ role: 'pro_user', email: 'pia@example.com' });

function mockTipping() {
  const start = vi.fn(() => jsonResponse({ tipId: 't1', sessionId: 'cs_1', url: 'https://pay.example/cs_1' }));
  mockApi({ user: pro, routes: { 'GET /api/tips/options': () => jsonResponse(OPTIONS), 'POST /api/tips': start } });
  return start;
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<TipButton place="picture" targetId={PICTURE} what="this picture" />);
  await user.click(screen.getByRole('button', { name: 'Tip for this picture' }));
  const dialog = screen.getByRole('dialog', { name: 'Tip for this picture' });
  await within(dialog).findByRole('radio', { name: '$5.00' });
  return { user, dialog };
}

describe('the tip dialog', () => {
  beforeEach(() => vi.mocked(goToTipCheckout).mockClear());

  it('offers the owner’s suggestions, $5 picked, and pays a chosen amount with a message', async () => {
    const start = mockTipping();
    const { user, dialog } = await openDialog();
    const amounts = within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(amounts).toEqual(['$3.00', '$5.00', '$10.00', 'Other amount']);
    expect(within(dialog).getByRole('radio', { name: '$5.00' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Lovely light');
    expect(within(dialog).getByText('12 / 280 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(goToTipCheckout).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(JSON.parse(String((start.mock.calls[0] as unknown as [URL, RequestInit])[1].body))).toMatchObject({
      place: 'picture',
      targetId: PICTURE,
      amountCents: 500,
      message: 'Lovely light',
    });
  });

  it('refuses a custom amount outside the bounds with a clear message, then pays one inside them', async () => {
    const start = mockTipping();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Other amount' }));
    const custom = within(dialog).getByLabelText('Your amount (dollars)');
    await user.type(custom, '0.50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(within(dialog).getByText('Choose an amount between $1.00 and $500.00.')).toBeInTheDocument();
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    await user.clear(custom);
    await user.type(custom, 'five');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(within(dialog).getByText('Choose an amount between $1.00 and $500.00.')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
    await user.clear(custom);
    await user.type(custom, '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((start.mock.calls[0] as unknown as [URL, RequestInit])[1].body))).toMatchObject({ amountCents: 1250 });
  });

  it('refuses a message over 280 characters without calling the server', async () => {
    const start = mockTipping();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText('Message (optional)'));
    await user.paste('x'.repeat(281));
    expect(within(dialog).getByText('281 / 280 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(within(dialog).getByText('Keep your message to 280 characters.')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('says what the server refused, leaving the dialog open', async () => {
    mockApi({
      user: pro,
      routes: {
        'GET /api/tips/options': () => jsonResponse(OPTIONS),
        'POST /api/tips': () => jsonResponse({ code: 'tip_target_not_found', message: 'That item could not be found, or you cannot tip on it.' }, 404),
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That item could not be found, or you cannot tip on it.');
    expect(goToTipCheckout).not.toHaveBeenCalled();
  });
});

const tip = (overrides: Partial<Tip> = {}): Tip => ({
  id: '9c1d2e3f-4a5b-4c6d-8e7f-a1b2c3d4e5f6',
  memberName: 'pia',
  memberEmail: 'pia@example.com',
  amountCents: 500,
  currency: 'usd',
  message: 'Lovely light',
  place: 'picture',
  targetId: PICTURE,
  status: 'paid',
  refundedCents: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  ...overrides,
});

describe('the owner’s Tips tab', () => {
  const owner = makeUser({ role: 'admin', isAdmin: true, email: 'owner@example.com' });

  it('lists who tipped, where, how much and what they wrote, and loads older tips', async () => {
    const older = tip({ id: '1c1d2e3f-4a5b-4c6d-8e7f-a1b2c3d4e5f6', memberName: 'otto', memberEmail: 'otto@example.com', amountCents: 1000, message: null, place: 'chat', refundedCents: 400 });
    mockApi({
      user: owner,
      routes: {
        'GET /api/admin/tips': (url) =>
          url.searchParams.get('cursor') === 'next' ? jsonResponse({ tips: [older], nextCursor: null }) : jsonResponse({ tips: [tip()], nextCursor: 'next' }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TipsAdminTab />);
    const first = await screen.findByRole('listitem', { name: '$5.00 from pia' });
    expect(first).toHaveTextContent('pia (pia@example.com) · on a picture');
    expect(within(first).getByText('Lovely light')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older tips' }));
    const second = await screen.findByRole('listitem', { name: '$10.00 from otto' });
    expect(second).toHaveTextContent('in Pro Chat');
    expect(within(second).getByText('Refunded $4.00 of $10.00')).toBeInTheDocument();
  });

  it('says when there are no tips yet', async () => {
    mockApi({ user: owner, routes: { 'GET /api/admin/tips': () => jsonResponse({ tips: [], nextCursor: null }) } });
    renderWithProviders(<TipsAdminTab />);
    expect(await screen.findByText(/No tips yet/)).toBeInTheDocument();
  });

  it('refunds a tip after confirming the amount', async () => {
    const refund = vi.fn(() => jsonResponse(tip({ status: 'refunded', refundedCents: 500 })));
    mockApi({ user: owner, routes: { 'GET /api/admin/tips': () => jsonResponse({ tips: [tip()], nextCursor: null }), [`POST /api/admin/tips/${tip().id}/refund`]: refund } });
    const user = userEvent.setup();
    renderWithProviders(<TipsAdminTab />);
    await user.click(await screen.findByRole('button', { name: 'Refund the tip of pia' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund a tip' });
    expect(within(dialog).getByLabelText('Amount to refund (dollars)')).toHaveValue('5.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((refund.mock.calls[0] as unknown as [URL, RequestInit])[1].body))).toEqual({ amountCents: 500 });
  });
});

describe('the thank-you after paying', () => {
  it('thanks the member with the amount, and takes the session out of the address', async () => {
    window.history.pushState({}, '', '/auth-home?tip_session=cs_9');
    mockApi({ user: pro, routes: { 'GET /api/tips/confirmation': (url) => jsonResponse({ tipId: 't9', amountCents: 500, place: 'picture', status: url.searchParams.get('sessionId') === 'cs_9' ? 'paid' : 'pending' }) } });
    renderWithProviders(<TipThanks />);
    const dialog = screen.getByRole('dialog', { name: 'Thank you for your tip!' });
    expect(await within(dialog).findByText('Your tip of $5.00 has been received. A receipt is on its way by e-mail.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
