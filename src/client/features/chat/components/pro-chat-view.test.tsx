import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveMessage } from '../../../lib/live-events';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { chatMessage, chatSummary } from '../chat.test-kit';
import { ProChatView } from './pro-chat-view';

const pro = makeUser({ role: 'pro_user', email: 'ada@example.com' });
const chatId = pro.id;

function setup(options: { history?: ReturnType<typeof chatMessage>[]; sendDelay?: Promise<void> } = {}) {
  const sent: string[] = [];
  const fetchMock = mockApi({
    user: pro,
    routes: {
      [`POST /api/chats/${chatId}/open`]: () => jsonResponse(chatSummary({ id: chatId })),
      [`GET /api/chats/${chatId}/messages`]: () => jsonResponse({ messages: options.history ?? [], nextBefore: null }),
      [`POST /api/chats/${chatId}/messages`]: async (_url, init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        sent.push(text);
        await options.sendDelay;
        return jsonResponse(chatMessage({ id: 500 + sent.length, chatId, senderId: chatId, text }), 201);
      },
    },
  });
  const onNavigate = vi.fn();
  renderWithProviders(<ProChatView user={pro} onNavigate={onNavigate} />);
  return { fetchMock, sent, onNavigate };
}

const live = (event: unknown) => act(() => dispatchLiveMessage(JSON.stringify(event)));

describe('Pro Chat view', () => {
  it('refuses a Basic user and offers Subscribe instead', async () => {
    const basic = makeUser();
    const fetchMock = mockApi({ user: basic });
    const onNavigate = vi.fn();
    renderWithProviders(<ProChatView user={basic} onNavigate={onNavigate} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pro Chat is for Pro members');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onNavigate).toHaveBeenCalledWith('subscribe');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/chats'))).toBe(false);
  });

  it('opens the chat (resetting the unread count) and shows the empty state', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);
    expect(calls.indexOf(`POST /api/chats/${chatId}/open`)).toBeLessThan(calls.indexOf(`GET /api/chats/${chatId}/messages`));
  });

  it('shows the history oldest first with read marks on my messages', async () => {
    setup({
      history: [
        chatMessage({ id: 3, chatId, senderId: 'admin', text: 'Hi Ada' }),
        chatMessage({ id: 2, chatId, senderId: chatId, text: 'Hello', read: true }),
      ],
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.chat-message__text')?.textContent)).toEqual(['Hello', 'Hi Ada']);
    expect(items[0]).toHaveTextContent('Read');
  });

  it('sends trimmed text, never blank text, and one send at a time', async () => {
    let finish!: () => void;
    const { sent } = setup({ sendDelay: new Promise<void>((resolve) => (finish = resolve)) });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Message');
    const send = screen.getByRole('button', { name: 'Send' });

    await user.type(input, '   ');
    expect(send).toBeDisabled();

    await user.clear(input);
    await user.type(input, '  Hello owner  {Enter}');
    expect(input).toHaveValue('');
    // While the first is on its way, the next can be typed but not sent.
    await user.type(input, 'again{Enter}');
    expect(send).toBeDisabled();
    expect(sent).toEqual(['Hello owner']);

    finish();
    expect(await screen.findByText('Hello owner')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(input).toHaveValue('again');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual(['Hello owner', 'again']));
  });

  it('adds live messages once, even if the same event arrives twice, and marks them read', async () => {
    const { fetchMock } = setup();
    await screen.findByText('No messages yet. Start the conversation!');
    const reply = chatMessage({ id: 900, chatId, senderId: 'admin', text: 'Live hello' });
    live({ type: 'chat.message_created', data: reply });
    live({ type: 'chat.message_created', data: reply });
    expect(await screen.findAllByText('Live hello')).toHaveLength(1);
    const opens = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/open')).length;
    await waitFor(() => expect(opens()).toBe(3));
  });

  it('gives a failed message back to the composer with the reason', async () => {
    mockApi({
      user: pro,
      routes: {
        [`POST /api/chats/${chatId}/open`]: () => jsonResponse(chatSummary({ id: chatId })),
        [`GET /api/chats/${chatId}/messages`]: () => jsonResponse({ messages: [], nextBefore: null }),
        [`POST /api/chats/${chatId}/messages`]: () => jsonResponse({ code: 'send_in_progress', message: 'Your previous message is still being sent. Please wait a moment.' }, 409),
      },
    });
    renderWithProviders(<ProChatView user={pro} onNavigate={vi.fn()} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Lost?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your previous message is still being sent.');
    expect(input).toHaveValue('Lost?');
  });

  it('loads older messages page by page, above the newer ones', async () => {
    const befores: (string | null)[] = [];
    mockApi({
      user: pro,
      routes: {
        [`POST /api/chats/${chatId}/open`]: () => jsonResponse(chatSummary({ id: chatId })),
        [`GET /api/chats/${chatId}/messages`]: (url) => {
          befores.push(url.searchParams.get('before'));
          return url.searchParams.get('before')
            ? jsonResponse({ messages: [chatMessage({ id: 40, chatId, senderId: 'admin', text: 'Oldest' })], nextBefore: null })
            : jsonResponse({ messages: [chatMessage({ id: 41, chatId, senderId: 'admin', text: 'Newest' })], nextBefore: 41 });
        },
      },
    });
    renderWithProviders(<ProChatView user={pro} onNavigate={vi.fn()} />);
    await screen.findByText('Newest');
    expect(screen.queryByText('Oldest')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Oldest');
    const texts = [...document.querySelectorAll('.chat-message__text')].map((node) => node.textContent);
    expect(texts).toEqual(['Oldest', 'Newest']);
    expect(befores).toEqual([null, '41']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('turns my messages to Read when the owner reads them', async () => {
    setup({ history: [chatMessage({ id: 7, chatId, senderId: chatId, text: 'Ping' })] });
    const item = (await screen.findByText('Ping')).closest('li')!;
    expect(item).toHaveTextContent('Sent');
    live({ type: 'chat.read', data: { chatId, by: 'admin' } });
    await waitFor(() => expect(item).toHaveTextContent('Read'));
  });

  it('counts a message as read only once the tab is visible again', async () => {
    const { fetchMock } = setup();
    await screen.findByText('No messages yet. Start the conversation!');
    const posts = (path: string) => fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(path)).length;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(posts('/close')).toBe(1));
    const opensWhileHidden = posts('/open');
    live({ type: 'chat.message_created', data: chatMessage({ id: 901, chatId, senderId: 'admin', text: 'While away' }) });
    expect(await screen.findByText('While away')).toBeInTheDocument();
    expect(posts('/open')).toBe(opensWhileHidden);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(posts('/open')).toBe(opensWhileHidden + 1));
    visibility.mockRestore();
  });
});
