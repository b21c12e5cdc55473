import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServeLogEntry } from '../../../../shared/features/leaks.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { ServeLogList } from './serve-log-list';

const entry = (id: number, email: string): ServeLogEntry => ({
  id,
  servedAt: '2026-11-20T10:00:00.000Z',
  userId: '00000000-0000-4000-8000-00000000000' + id,
  email,
  pictureName: 'Sunset',
  galleryName: 'Pro Gallery',
  ipAddress: '203.0.113.9',
  userAgent: 'Test',
});

describe('the Police serve log', () => {
  it("asks for the owner's own fetches only when the box is ticked", async () => {
    const asked: (string | null)[] = [];
    mockApi({
      routes: {
        'GET /api/admin/leaks/serve-log': (url) => {
          const owner = url.searchParams.get('owner');
          asked.push(owner);
          const entries = owner === 'shown' ? [entry(1, 'owner@example.com'), entry(2, 'member@example.com')] : [entry(2, 'member@example.com')];
          return jsonResponse({ entries, nextCursor: null });
        },
      },
    });
    renderWithProviders(<ServeLogList />);
    expect(await screen.findByText('member@example.com')).toBeInTheDocument();
    expect(screen.queryByText('owner@example.com')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Show my own fetches' }));
    expect(await screen.findByText('owner@example.com')).toBeInTheDocument();
    expect(asked).toEqual(['hidden', 'shown']);
  });
});
