import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('loads older attempts on request, each once, and says when the whole list is shown', async () => {
    const at = (n: number) => ({ ...event, id: `00000000-0000-4000-8000-00000000000${n}`, userEmail: `viewer${n}@example.com` });
    const cursors: (string | null)[] = [];
    mockApi({
      routes: {
        'GET /api/downloads': (url) => {
          const cursor = url.searchParams.get('cursor');
          cursors.push(cursor);
          // The second page repeats the first page's last row (a live refetch moved it): shown once.
          return cursor === 'after-2'
            ? jsonResponse({ events: [at(2), at(3)], nextCursor: null })
            : jsonResponse({ events: [at(1), at(2)], nextCursor: 'after-2' });
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DownloadMonitor />);
    expect(await screen.findByText('viewer2@example.com')).toBeInTheDocument();
    expect(screen.queryByText('viewer3@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 attempts shown');

    await user.click(screen.getByRole('button', { name: 'Load older attempts' }));
    expect(await screen.findByText('viewer3@example.com')).toBeInTheDocument();
    expect(cursors).toEqual([null, 'after-2']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['viewer1@example.com', 'viewer2@example.com', 'viewer3@example.com']);
    // The last page: the button goes, and focus moves to the line saying so.
    expect(screen.queryByRole('button', { name: 'Load older attempts' })).not.toBeInTheDocument();
    expect(screen.getByText('That is the whole list.')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('3 attempts shown (all of them)');
  });
});
