import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type NotificationSettings } from '../../../../shared/features/notifications.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { NotificationsSection } from './notifications-section';

const settings = (preferences = DEFAULT_PREFERENCES): NotificationSettings => ({ preferences, pushPublicKey: 'BPUBLICKEY', pushDevices: 0 });

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsSection', () => {
  it('shows every switch for e-mail and push, and saves the one the member flips', async () => {
    let saved: unknown = null;
    mockApi({
      routes: {
        'GET /api/notifications/preferences': () => jsonResponse(settings()),
        'PUT /api/notifications/preferences': (_url, init) => {
          saved = JSON.parse(String(init?.body));
          return jsonResponse(settings(saved as NotificationSettings['preferences']));
        },
      },
    });
    renderWithProviders(<NotificationsSection />);
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findAllByRole('checkbox')).toHaveLength(8);
    const offersByEmail = within(section).getByRole('checkbox', { name: 'Offers and discounts by e-mail' });
    expect(offersByEmail).toBeChecked();

    await userEvent.click(offersByEmail);
    expect(saved).toEqual({ ...DEFAULT_PREFERENCES, email: { ...DEFAULT_PREFERENCES.email, offers: false } });
    expect(await within(section).findByRole('checkbox', { name: 'Offers and discounts by e-mail' })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Offers and discounts by push' })).toBeChecked();
  });

  it('asks for nothing on its own, and says when the browser has no push', async () => {
    mockApi({ routes: { 'GET /api/notifications/preferences': () => jsonResponse(settings()) } });
    renderWithProviders(<NotificationsSection />);
    expect(await screen.findByText('This browser cannot show push notifications.')).toBeInTheDocument();
  });
});
