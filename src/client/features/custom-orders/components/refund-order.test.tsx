import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { customRequest } from '../custom-orders.test-kit';
import { CustomBuildView } from './custom-build-view';
import { VendorBuilds } from './vendor-builds';

const owner = makeUser({ role: 'admin', isAdmin: true, email: 'owner@example.com' });
const pro = makeUser({ role: 'pro_user', email: 'ada@example.com' });
const delivered = customRequest({ id: '7a1c2a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6', requestNumber: '0005', status: 'fulfilled', fulfilled: true, fulfilledAt: '2026-11-21T10:00:00.000Z' });

describe('refunds in Vendor Builds and Track Orders', () => {
  it('refunds a pending order in part after confirming the amount, and says what the server refused', { timeout: 20_000 }, async () => {
    let pending = [customRequest()];
    const refund = vi.fn((_url: URL, init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body)) as { amountCents: number };
      if (body.amountCents > 1000) return jsonResponse({ code: 'refund_too_large', message: 'You can refund at most $10.00.' }, 400);
      pending = [];
      return jsonResponse(customRequest({ refundedCents: body.amountCents, refundedAt: '2026-11-22T10:00:00.000Z' }));
    });
    mockApi({
      user: owner,
      routes: {
        'GET /api/admin/custom-orders/pending': () => jsonResponse({ requests: pending, nextCursor: null }),
        'GET /api/admin/custom-orders/past': () => jsonResponse({ requests: [delivered], nextCursor: null }),
        [`POST /api/admin/custom-orders/${customRequest().id}/refund`]: refund,
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<VendorBuilds />);
    const order = await screen.findByRole('listitem', { name: 'Request #0007' });
    await user.click(within(order).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund request #0007' });
    const amount = within(dialog).getByLabelText('Amount to refund (dollars)');
    expect(amount).toHaveValue('10.00');
    await user.clear(amount);
    await user.type(amount, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('You can refund at most $10.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '4.5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refund).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(refund.mock.calls[1]![1]?.body))).toEqual({ amountCents: 450 });
    // The delivered order can be refunded too, from the past orders.
    const past = await screen.findByRole('list', { name: 'Delivered and refunded orders' });
    expect(within(past).getByText('Delivered')).toBeInTheDocument();
    expect(within(past).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('shows the buyer a refunded order as refunded, with the amount', async () => {
    mockApi({
      user: pro,
      routes: { 'GET /api/custom-orders': () => jsonResponse({ requests: [customRequest({ refundedCents: 400, refundedAt: '2026-11-22T10:00:00.000Z' })] }) },
    });
    renderWithProviders(<CustomBuildView user={pro} tab="tracking" />);
    expect(await screen.findByText('Refunded $4.00 of $10.00')).toBeInTheDocument();
    // Never delivered, so no longer pending.
    expect(screen.queryByText(/^Pending since/)).not.toBeInTheDocument();
  });
});
