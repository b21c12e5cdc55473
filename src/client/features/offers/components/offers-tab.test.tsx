import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, type DiscountCode } from '../../../../shared/features/offers.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { OffersTab } from './offers-tab';

const halfYear: DiscountCode = {
  id: 'promo_half',
  code: 'HALF-YEAR',
  percentOff: 50,
  amountOffCents: null,
  duration: 'repeating',
  durationInMonths: 12,
  appliesTo: 'monthly',
  expiresAt: null,
  maxRedemptions: 100,
  redemptions: 7,
  newMembersOnly: true,
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('Admin Dashboard → Offers', () => {
  it('lists each code with what it takes off and its redemptions', async () => {
    mockApi({ routes: { 'GET /api/admin/offers/codes': () => jsonResponse({ codes: [halfYear, { ...halfYear, id: 'promo_five', code: 'FIVE', percentOff: null, amountOffCents: 500, duration: 'once', durationInMonths: null, maxRedemptions: null, redemptions: 2, newMembersOnly: false, active: false }] }) } });
    renderWithProviders(<OffersTab />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('HALF-YEAR50% off for 12 monthsMonthlyNew members7 of 100Never');
    expect(within(rows[0]!).getByRole('button', { name: 'Deactivate HALF-YEAR' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('/google-signup?code=HALF-YEAR');
    expect(within(rows[0]!).getByRole('button', { name: 'Copy the share link of HALF-YEAR' })).toBeInTheDocument();
    // A deactivated code has no link to share.
    expect(rows[1]).toHaveTextContent('FIVE$5 off the first paymentMonthlyAnyone2Never—Deactivated');
    expect(within(rows[1]!).queryByRole('button', { name: /share link/ })).toBeNull();
  });

  it('says what is wrong in the form and sends nothing until it is right', async () => {
    const sent: unknown[] = [];
    mockApi({
      routes: {
        'GET /api/admin/offers/codes': () => jsonResponse({ codes: [] }),
        'POST /api/admin/offers/codes': async (_url, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse(halfYear, 201);
        },
      },
    });
    renderWithProviders(<OffersTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'HALF YEAR');
    await user.type(screen.getByLabelText(/^Percent off/), '150');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(screen.getByText(OFFER_MESSAGES.codeCharset)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.percentRange)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'HALF-YEAR');
    await user.clear(screen.getByLabelText(/^Percent off/));
    await user.type(screen.getByLabelText(/^Percent off/), '50');
    await user.selectOptions(screen.getByLabelText('For'), 'repeating');
    await user.type(screen.getByLabelText(/^Months/), '12');
    await user.click(screen.getByLabelText('New members only'));
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(sent).toEqual([{ code: 'HALF-YEAR', percentOff: 50, duration: 'repeating', durationInMonths: 12, appliesTo: 'monthly', newMembersOnly: true }]);
  });
});
