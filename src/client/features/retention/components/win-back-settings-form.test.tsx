import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RETENTION_MESSAGES, type RetentionSettings } from '../../../../shared/features/retention.schema.js';
import { jsonResponse, mockApi, renderWithProviders, type RouteHandler } from '../../../test-utils';
import { WinBackSettingsForm } from './win-back-settings-form';

const settings: RetentionSettings = {
  offer: { percentOff: 50, durationInMonths: 3 },
  renewalReminderDays: 30,
  offered: 4,
  accepted: 1,
  winBack: { enabled: true, daysAfterEnd: 30, offer: { percentOff: 50, durationInMonths: 3 }, code: 'COMEBACK-1A2B3C4D', sent: 5, redeemed: 2, optedOut: 1 },
};

describe('Offers tab → win-back e-mail', () => {
  it('shows the code and its results, refuses days out of bounds, and saves beside the retention settings', async () => {
    const put = vi.fn<RouteHandler>((_url, init) => jsonResponse({ ...settings, ...JSON.parse(String(init?.body)), winBack: { ...settings.winBack!, daysAfterEnd: 14 } }));
    mockApi({ routes: { 'GET /api/admin/retention': () => jsonResponse(settings), 'PUT /api/admin/retention': put } });
    renderWithProviders(<WinBackSettingsForm />);
    expect(await screen.findByText(/Code COMEBACK-1A2B3C4D/)).toHaveTextContent(
      'Code COMEBACK-1A2B3C4D (link /google-signup?code=COMEBACK-1A2B3C4D): sent to 5 members; 2 came back; 1 opted out.',
    );
    const events = userEvent.setup();
    const days = screen.getByRole('textbox', { name: /Days after Pro ends/ });
    await events.clear(days);
    await events.type(days, '0');
    await events.click(screen.getByRole('button', { name: 'Save win-back settings' }));
    expect(await screen.findByText(RETENTION_MESSAGES.winBackDaysRange)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await events.clear(days);
    await events.type(days, '14');
    await events.click(screen.getByRole('button', { name: 'Save win-back settings' }));
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(put.mock.calls[0]![1]?.body))).toEqual({
      offer: { percentOff: 50, durationInMonths: 3 },
      renewalReminderDays: 30,
      winBack: { enabled: true, daysAfterEnd: 14, offer: { percentOff: 50, durationInMonths: 3 } },
    });
  });
});
