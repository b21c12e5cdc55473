import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../../../../shared/features/devices.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { DevicesSection } from './devices-section';

const now = Math.floor(Date.now() / 1000);
const device = (overrides: Partial<Device>): Device => ({
  id: '00000000-0000-4000-8000-000000000001',
  browser: 'Chrome',
  os: 'Windows',
  place: '203.0.113.x',
  region: null,
  current: true,
  signedInAt: now - 3600,
  lastSeenAt: now,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('DevicesSection', () => {
  it('lists this device first and signs out another one', async () => {
    let devices = [device({}), device({ id: '00000000-0000-4000-8000-000000000002', browser: 'Safari', os: 'iOS', current: false, lastSeenAt: now - 600 })];
    const fetchMock = mockApi({
      routes: {
        'GET /api/devices': () => jsonResponse({ devices }),
        'DELETE /api/devices/00000000-0000-4000-8000-000000000002': () => {
          devices = devices.slice(0, 1);
          return new Response(null, { status: 204 });
        },
      },
    });
    renderWithProviders(<DevicesSection />);
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on WindowsThis device');
    expect(items[1]).toHaveTextContent('Near 203.0.113.x');
    expect(items[1]).toHaveTextContent('Last seen 10 minutes ago');

    await userEvent.click(within(section).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/devices/00000000-0000-4000-8000-000000000002'), expect.objectContaining({ method: 'DELETE' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('puts the country before the masked address, and names a session that kept no browser by its sign-in day', async () => {
    const signedInAt = Date.UTC(2026, 10, 3, 12) / 1000;
    const day = new Date(signedInAt * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
    const devices = [
      device({ region: 'Germany', place: '46.4.1.x' }),
      device({ id: '00000000-0000-4000-8000-000000000003', current: false, region: 'This network', place: '192.168.1.x' }),
      device({ id: '00000000-0000-4000-8000-000000000004', current: false, browser: null, os: null, place: null, signedInAt }),
    ];
    mockApi({ routes: { 'GET /api/devices': () => jsonResponse({ devices }) } });
    renderWithProviders(<DevicesSection />);
    const items = await within(await screen.findByRole('region', { name: 'Signed-in devices' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Germany · Near 46.4.1.x · signed in');
    expect(items[1]).toHaveTextContent('This network · Near 192.168.1.x');
    expect(items[2]).toHaveTextContent(`A browser signed in on ${day}`);
    expect(items[2]).toHaveTextContent('Browser and place show after its next visit');
    expect(items[2]).not.toHaveTextContent('Unknown browser');
    expect(within(items[2]!).getByRole('button', { name: new RegExp(`^Sign out A browser signed in on ${day}`) })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, with a retry', async () => {
    mockApi({ routes: { 'GET /api/devices': () => jsonResponse({ code: 'internal', message: 'Down for a moment.' }, 500) } });
    renderWithProviders(<DevicesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
