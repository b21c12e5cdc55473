import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dispatchLiveMessage } from '../../../lib/live-events';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { chatMessage, chatSummary } from '../chat.test-kit';
import { CHAT_MESSAGES } from '../../../../shared/features/chat.schema.js';
import { AdminChats } from './admin-chats';

const owner = makeUser({ role: 'admin', isAdmin: true, email: 'owner@example.com' });
const ada = makeUser({ role: 'pro_user', email: 'ada@example.com' });
const bob = makeUser({ role: 'pro_user', email: 'bob@example.com' });
const dave = makeUser({ role: 'pro_user', email: 'dave@example.com' });

const live = (event: unknown) => act(() => dispatchLiveMessage(JSON.stringify(event)));

describe('admin Chats tab', () => {
  it("says 'No active chats available' when there are none", async () => {
    mockApi({ user: owner, routes: { 'GET /api/chats': () => jsonResponse({ nextCursor: null, chats: [] }), 'GET /api/chats/candidates': () => jsonResponse({ nextCursor: null, users: [] }) } });
    renderWithProviders(<AdminChats />);
    expect(await screen.findByText('No active chats available')).toBeInTheDocument();
  });

  it('lists chats most recent first with unread counts that rise live and reset on open', async () => {
    let adaUnread = 2;
    mockApi({
      user: owner,
      routes: {
        'GET /api/chats': () =>
          jsonResponse({
            nextCursor: null,
            chats: [
              chatSummary({ id: bob.id, userName: 'Bob', lastMessageTime: '2026-03-02T10:00:00.000Z' }),
              chatSummary({ id: ada.id, userName: 'Ada', unreadByAdmin: adaUnread, lastMessageTime: '2026-03-01T10:00:00.000Z' }),
            ],
          }),
        'GET /api/chats/candidates': () => jsonResponse({ nextCursor: null, users: [] }),
        [`POST /api/chats/${ada.id}/open`]: () => {
          adaUnread = 0;
          return jsonResponse(chatSummary({ id: ada.id, userName: 'Ada', adminViewing: true }));
        },
        [`POST /api/chats/${ada.id}/close`]: () => new Response(null, { status: 204 }),
        [`GET /api/chats/${ada.id}/messages`]: () =>
          jsonResponse({ messages: [chatMessage({ chatId: ada.id, senderId: ada.id, text: 'Hi owner' })], nextBefore: null }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminChats />);
    const rows = await screen.findAllByRole('button', { name: /Bob|Ada/ });
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Bob'), expect.stringContaining('Ada')]);
    expect(within(rows[1]!).getByLabelText('2 unread')).toBeInTheDocument();

    // A new message from Ada: her count rises and she moves to the top.
    live({ type: 'chat.updated', data: { id: ada.id, unreadByAdmin: 3, unreadByUser: 0, lastMessageTime: '2026-03-03T10:00:00.000Z', adminViewing: false } });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Bob|Ada/ })[0]).toHaveTextContent('Ada'));
    const reordered = screen.getAllByRole('button', { name: /Bob|Ada/ });
    expect(within(reordered[0]!).getByLabelText('3 unread')).toBeInTheDocument();

    await user.click(reordered[0]!);
    expect(await screen.findByText('Hi owner')).toBeInTheDocument();
    live({ type: 'chat.updated', data: { id: ada.id, unreadByAdmin: 0, unreadByUser: 0, lastMessageTime: '2026-03-03T10:00:00.000Z', adminViewing: true } });
    await waitFor(() => expect(screen.queryByLabelText(/unread/)).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Chat with Ada' })).toBeInTheDocument();
  });

  it('starts a chat with a Pro member who has none and opens it', async () => {
    let started = false;
    mockApi({
      user: owner,
      routes: {
        'GET /api/chats': () => jsonResponse({ nextCursor: null, chats: started ? [chatSummary({ id: dave.id, userName: 'Dave', unreadByUser: 1 })] : [] }),
        'GET /api/chats/candidates': () => jsonResponse({ nextCursor: null, users: started ? [] : [{ userId: dave.id, userName: 'Dave', userEmail: 'dave@example.com' }] }),
        'POST /api/chats': (_url, init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ userId: dave.id });
          started = true;
          return jsonResponse(chatSummary({ id: dave.id, userName: 'Dave', unreadByUser: 1 }), 201);
        },
        [`POST /api/chats/${dave.id}/open`]: () => jsonResponse(chatSummary({ id: dave.id, userName: 'Dave' })),
        [`POST /api/chats/${dave.id}/close`]: () => new Response(null, { status: 204 }),
        [`GET /api/chats/${dave.id}/messages`]: () =>
          jsonResponse({ messages: [chatMessage({ chatId: dave.id, senderId: 'admin', text: 'Welcome' })], nextBefore: null }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminChats />);
    const picker = await screen.findByLabelText('Start a chat with a Pro member');
    await user.selectOptions(picker, dave.id);
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chat with Dave' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Start a chat with a Pro member')).not.toBeInTheDocument());
  });

  it('tells the owner a member is no longer Pro when a message cannot go to them, keeping the history', async () => {
    mockApi({
      user: owner,
      routes: {
        'GET /api/chats': () => jsonResponse({ nextCursor: null, chats: [chatSummary({ id: ada.id, userName: 'Ada' })] }),
        'GET /api/chats/candidates': () => jsonResponse({ nextCursor: null, users: [] }),
        [`POST /api/chats/${ada.id}/open`]: () => jsonResponse(chatSummary({ id: ada.id, userName: 'Ada', adminViewing: true })),
        [`POST /api/chats/${ada.id}/close`]: () => new Response(null, { status: 204 }),
        [`GET /api/chats/${ada.id}/messages`]: () =>
          jsonResponse({ messages: [chatMessage({ chatId: ada.id, senderId: ada.id, text: 'From my Pro days' })], nextBefore: null }),
        [`POST /api/chats/${ada.id}/messages`]: () => jsonResponse({ code: 'member_not_pro', message: CHAT_MESSAGES.memberNotPro }, 409),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminChats />);
    await user.click(await screen.findByRole('button', { name: /Ada/ }));
    expect(await screen.findByText('From my Pro days')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.memberNotPro);
    expect(screen.getByLabelText('Message')).toHaveValue('Are you there?');
    expect(screen.getByText('From my Pro days')).toBeInTheDocument();
  });

  it('picks a member named by the address who has no chat yet in Start a chat', async () => {
    mockApi({
      user: owner,
      routes: {
        'GET /api/chats': () => jsonResponse({ nextCursor: null, chats: [chatSummary({ id: ada.id, userName: 'Ada' })] }),
        'GET /api/chats/candidates': (url) => {
          // Not on the first page of candidates: the member the address names is asked for by id.
          expect(url.searchParams.get('search')).toBe(dave.id);
          return jsonResponse({ nextCursor: null, users: [{ userId: dave.id, userName: 'Dave', userEmail: 'dave@example.com' }] });
        },
        [`GET /api/chats/${dave.id}`]: () => jsonResponse({ code: 'not_found', message: 'That chat was not found.' }, 404),
      },
    });
    renderWithProviders(<AdminChats member={dave.id} onSelectMember={() => undefined} />);
    const picker = await screen.findByLabelText('Start a chat with a Pro member');
    expect(picker).toHaveDisplayValue('Dave (dave@example.com)');
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: /Chat with/ })).not.toBeInTheDocument();
  });

  it('loads older conversations on request; a live message moves a chat of a later page to the top, once', async () => {
    mockApi({
      user: owner,
      routes: {
        'GET /api/chats': (url) =>
          url.searchParams.get('cursor') === 'after-bob'
            ? jsonResponse({ nextCursor: null, chats: [chatSummary({ id: ada.id, userName: 'Ada', lastMessageTime: '2026-03-01T10:00:00.000Z' })] })
            : jsonResponse({ nextCursor: 'after-bob', chats: [chatSummary({ id: bob.id, userName: 'Bob', lastMessageTime: '2026-03-02T10:00:00.000Z' })] }),
        'GET /api/chats/candidates': () => jsonResponse({ nextCursor: null, users: [] }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminChats />);
    await screen.findByRole('button', { name: /Bob/ });
    expect(screen.queryByRole('button', { name: /Ada/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more chats' }));
    await screen.findByRole('button', { name: /Ada/ });
    expect(screen.getByRole('status')).toHaveTextContent('2 conversations shown');

    live({ type: 'chat.updated', data: { id: ada.id, unreadByAdmin: 1, unreadByUser: 0, lastMessageTime: '2026-03-03T10:00:00.000Z', adminViewing: false } });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Bob|Ada/ })[0]).toHaveTextContent('Ada'));
    expect(screen.getAllByRole('button', { name: /Bob|Ada/ })).toHaveLength(2);
  });
});
