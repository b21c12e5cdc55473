import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource, jsonResponse, makeUser, renderApp } from '../test-utils';

/** The unread counts on the menu button, the Pro Chat / Admin Dashboard items and the Chats tab follow the live channel. */
describe('unread chat badges', () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  it("shows a Pro member's unread replies on the menu button and Pro Chat, live, and clears them", async () => {
    const pro = makeUser({ role: 'pro_user' });
    let unread = 2;
    renderApp('/auth-home', { user: pro, routes: { 'GET /api/chats/unread': () => jsonResponse({ unread }) } });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await waitFor(() => expect(menuButton).toHaveAccessibleDescription('2 unread'));

    await userEvent.click(menuButton);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('button', { name: 'Pro Chat' })).toHaveAccessibleDescription('2 unread');

    unread = 3;
    act(() => FakeEventSource.open()[0]!.emit({ type: 'chat.updated', data: { id: pro.id, unreadByAdmin: 0, unreadByUser: 3, lastMessageTime: null, adminViewing: false } }));
    await waitFor(() => expect(menuButton).toHaveAccessibleDescription('3 unread'));

    // The member opened the chat: the server sends chat.updated with the count reset.
    unread = 0;
    act(() => FakeEventSource.open()[0]!.emit({ type: 'chat.updated', data: { id: pro.id, unreadByAdmin: 0, unreadByUser: 0, lastMessageTime: null, adminViewing: false } }));
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Pro Chat' })).not.toHaveAccessibleDescription());
    expect(menuButton).not.toHaveAccessibleDescription();
  }, 20_000);

  it("shows the owner's total on Admin Dashboard", async () => {
    const owner = makeUser({ role: 'admin', isAdmin: true, email: 'owner@example.com' });
    renderApp('/auth-home', { user: owner, routes: { 'GET /api/chats/unread': () => jsonResponse({ unread: 5 }) } });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await waitFor(() => expect(menuButton).toHaveAccessibleDescription('5 unread'));
    await userEvent.click(menuButton);
    expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('button', { name: 'Admin Dashboard' })).toHaveAccessibleDescription('5 unread');
  }, 20_000);

  it('shows no badge to a Basic user and never asks', async () => {
    const { fetchMock } = renderApp('/auth-home', { user: makeUser() });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).not.toHaveAccessibleDescription();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/chats/unread'))).toBe(false);
  });
});
