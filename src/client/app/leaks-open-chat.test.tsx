import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatMessage, chatSummary } from '../features/chat/chat.test-kit';
import { memberDetail, memberSummary } from '../features/subscription/subscription.test-kit';
import { jsonResponse, makeUser, renderApp } from '../test-utils';

const owner = makeUser({ email: 'owner@example.com', role: 'admin', isAdmin: true });
const ada = makeUser({ role: 'pro_user', email: 'ada@example.com' });
const bob = makeUser({ role: 'pro_user', email: 'bob@example.com' });

const suspect = {
  userId: ada.id,
  email: 'ada@example.com',
  username: 'Ada',
  confidence: 0.83,
  fetchedAt: '2026-11-24T08:00:00.000Z',
  ipAddress: '203.0.113.9',
  fetches: [],
  downloadAttempts: [],
};
const image = { displayKey: 'galleries/x/display.webp', pictureName: 'dunes', galleryName: 'Pro Gallery', imageUrl: '/api/media/galleries/x/display.webp?u=1' };

const routes = {
  'POST /api/admin/leaks/trace': () => jsonResponse({ image, suspects: [suspect] }),
  'GET /api/downloads': () => jsonResponse({ events: [], nextCursor: null }),
  'GET /api/admin/leaks/serve-log': () => jsonResponse({ entries: [], nextCursor: null }),
  'GET /api/chats': () =>
    jsonResponse({
      nextCursor: null,
      chats: [
        chatSummary({ id: bob.id, userName: 'Bob', userEmail: 'bob@example.com', lastMessageTime: '2026-03-02T10:00:00.000Z' }),
        chatSummary({ id: ada.id, userName: 'Ada', userEmail: 'ada@example.com', lastMessageTime: '2026-03-01T10:00:00.000Z' }),
      ],
    }),
  'GET /api/chats/candidates': () => jsonResponse({ nextCursor: null, users: [] }),
  [`POST /api/chats/${ada.id}/open`]: () => jsonResponse(chatSummary({ id: ada.id, userName: 'Ada', adminViewing: true })),
  [`POST /api/chats/${ada.id}/close`]: () => new Response(null, { status: 204 }),
  [`GET /api/admin/members/${ada.id}`]: () => jsonResponse(memberDetail({ member: memberSummary({ id: ada.id, email: 'ada@example.com', username: 'Ada' }) })),
  'GET /api/admin/members': () => jsonResponse({ members: [memberSummary({ id: ada.id, email: 'ada@example.com', username: 'Ada' })], total: 1, totalCapped: false, nextCursor: null, pageSize: 25 }),
  [`GET /api/chats/${ada.id}/messages`]: () => jsonResponse({ messages: [chatMessage({ chatId: ada.id, senderId: ada.id, text: 'About that picture…' })], nextBefore: null }),
};

describe('Police → Trace a leak → Open their chat', () => {
  it('opens the suspect’s own conversation in the Chats tab, and Back returns to the list', async () => {
    const { router } = renderApp('/auth-home?view=admin&tab=police', { user: owner, routes });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Choose a picture/), new File([new Uint8Array([1, 2, 3])], 'found.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    await user.click(await screen.findByRole('link', { name: 'Open the chat with Ada' }));

    expect(screen.getByRole('tab', { name: /Chats/ })).toHaveAttribute('aria-selected', 'true');
    const conversation = await screen.findByRole('region', { name: 'Chat with Ada' });
    expect(await within(conversation).findByText('About that picture…')).toBeInTheDocument();
    expect(within(conversation).getByText('ada@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?view=admin&tab=chats&member=${ada.id}`);

    await user.click(within(conversation).getByRole('button', { name: '← All chats' }));
    expect(screen.queryByRole('region', { name: 'Chat with Ada' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=admin&tab=chats');
  }, 20_000);

  it('opens a conversation from a link or a reload of its address', async () => {
    renderApp(`/auth-home?view=admin&tab=chats&member=${ada.id}`, { user: owner, routes });
    const conversation = await screen.findByRole('region', { name: 'Chat with Ada' });
    expect(await within(conversation).findByText('About that picture…')).toBeInTheDocument();
  });

  it('opens the suspect’s own page in the member manager, at an address of its own that a reload opens again', async () => {
    const { router } = renderApp('/auth-home?view=admin&tab=police', { user: owner, routes });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Choose a picture/), new File([new Uint8Array([1, 2, 3])], 'found.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    await user.click(await screen.findByRole('link', { name: 'Manage the Pro membership of Ada' }));
    expect(await screen.findByRole('heading', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?view=admin&tab=pro_users&member=${ada.id}`);
    await user.click(screen.getByRole('button', { name: '← All members' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=admin&tab=pro_users');
  }, 20_000);
});
