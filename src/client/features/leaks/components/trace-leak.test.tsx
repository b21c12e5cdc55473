import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEAK_MESSAGES } from '../../../../shared/features/leaks.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { TraceLeak } from './trace-leak';

const suspect = {
  userId: 'u-ada',
  email: 'ada@example.com',
  username: 'Ada',
  confidence: 0.83,
  fetchedAt: '2026-11-24T08:00:00.000Z',
  ipAddress: '203.0.113.9',
  fetches: [{ servedAt: '2026-11-24T08:00:00.000Z', ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' }],
  downloadAttempts: [{ timestamp: '2026-11-24T08:01:00.000Z', downloadMethod: 'long_press', ipAddress: '203.0.113.9', deviceType: 'iPhone' }],
};
const image = { displayKey: 'galleries/x/display.webp', pictureName: 'dunes', galleryName: 'Pro Gallery', imageUrl: '/api/media/galleries/x/display.webp?u=1' };

async function traceAFile() {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(/Choose a picture/), new File([new Uint8Array([1, 2, 3])], 'found.jpg', { type: 'image/jpeg' }));
  expect(screen.getByText('found.jpg')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Trace' }));
}

describe('Trace a leak', () => {
  it('shows the matched picture and the suspects, most likely first, with their activity and actions', async () => {
    mockApi({ routes: { 'POST /api/admin/leaks/trace': () => jsonResponse({ image, suspects: [suspect] }) } });
    renderWithProviders(<TraceLeak renderActions={(s) => <a href="#chat">Chat with {s.username}</a>} />);
    expect(screen.getByRole('button', { name: 'Trace' })).toBeDisabled();
    await traceAFile();
    expect(await screen.findByAltText('The matched picture: dunes')).toBeInTheDocument();
    expect(screen.getByText('83% confidence')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('1 fetch, 1 download attempt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with Ada' })).toBeInTheDocument();
  });

  it('says so when the picture matches nothing, or no mark is found', async () => {
    mockApi({ routes: { 'POST /api/admin/leaks/trace': () => jsonResponse({ image: null, suspects: [] }) } });
    const { unmount } = renderWithProviders(<TraceLeak />);
    await traceAFile();
    expect(await screen.findByText(LEAK_MESSAGES.noMatch)).toBeInTheDocument();
    unmount();
    mockApi({ routes: { 'POST /api/admin/leaks/trace': () => jsonResponse({ image, suspects: [] }) } });
    renderWithProviders(<TraceLeak />);
    await traceAFile();
    expect(await screen.findByText(LEAK_MESSAGES.noSuspects)).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      routes: { 'POST /api/admin/leaks/trace': () => jsonResponse({ code: 'not_an_image', message: LEAK_MESSAGES.notAnImage }, 400) },
    });
    renderWithProviders(<TraceLeak />);
    await traceAFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAK_MESSAGES.notAnImage);
  });
});
