import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { DownloadMonitor } from './download-monitor';

const event = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u1',
  userEmail: 'snoop@example.com',
  photoUrl: `/api/media/galleries/gallery_pro/${'x'.repeat(60)}/display.webp`,
  galleryName: 'gallery_an_extremely_long_gallery_name_indeed',
  userAgent: 'Mozilla/5.0 (iPhone)',
  timestamp: '2026-11-24T08:00:00.000Z',
  ipAddress: '203.0.113.9',
  location: null,
  downloadMethod: 'long_press',
  deviceType: 'iPhone',
};

describe('download monitor', () => {
  it("shows 'No download events recorded yet.' when there are none", async () => {
    mockApi({ routes: { 'GET /api/downloads': () => jsonResponse({ events: [], nextCursor: null }) } });
    renderWithProviders(<DownloadMonitor />);
    expect(await screen.findByText('No download events recorded yet.')).toBeInTheDocument();
  });

  it('cuts the photo to 40 characters and the gallery to 30', async () => {
    mockApi({ routes: { 'GET /api/downloads': () => jsonResponse({ events: [event], nextCursor: null }) } });
    renderWithProviders(<DownloadMonitor />);
    expect(await screen.findByText('snoop@example.com')).toBeInTheDocument();
    expect(screen.getByText(`${event.photoUrl.slice(0, 40)}…`)).toBeInTheDocument();
    expect(screen.getByText(`${event.galleryName.slice(0, 30)}…`)).toBeInTheDocument();
    expect(screen.getByText('Long press')).toBeInTheDocument();
    expect(screen.getByText('iPhone')).toBeInTheDocument();
  });
});
