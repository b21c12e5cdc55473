import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ADMIN_SENDER_ID, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, type ChatMessage } from '../../../../shared/features/chat.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { chatKeys, closeChat, messagesQuery, openChat, useSendChatMessage } from '../chat.api';
import { useIncomingChatMessage, useTabVisible } from '../use-chat-live';
import './chat-thread.css';

export interface ChatThreadProps {
  chatId: string;
  /** Whose screen this is: the member's, or the owner's. */
  side: 'user' | 'admin';
  /** Label of the other side's messages, e.g. the owner's name or the member's. */
  otherName: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Near the bottom: new messages keep the view pinned to the end. */
const PIN_DISTANCE_PX = 80;

/**
 * Opens the chat (loads it, resets this side's unread count, marks the other
 * side's messages read) only while the reader can see it: the chat is on screen
 * and the tab visible (document.visibilityState). Hidden again, the chat is
 * closed, so the other side's new messages stay unread and e-mails go out.
 */
function useOpenedChat(chatId: string) {
  const [state, setState] = useState<{ chatId: string; error: string | null } | null>(null);
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  const markRead = useCallback(() => {
    openChat(chatId)
      .then(() => setState({ chatId, error: null }))
      .catch((error: unknown) => setState({ chatId, error: errorMessage(error) }));
  }, [chatId]);
  useEffect(() => {
    if (!visible) return;
    markRead();
    // Leaving the chat or hiding the tab: not viewing any more. Nothing to tell on failure.
    return () => void closeChat(chatId).catch(() => undefined);
  }, [chatId, visible, markRead]);
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) }), [chatId, queryClient]);
  const current = state?.chatId === chatId ? state : null;
  return { opened: current !== null && current.error === null, error: current?.error ?? null, markRead, visible };
}

/** One conversation: history paged from the newest, live updates, read marks and the composer. */
export function ChatThread({ chatId, side, otherName }: ChatThreadProps) {
  const { opened, error: openError, markRead, visible } = useOpenedChat(chatId);
  const messages = useInfiniteQuery({ ...messagesQuery(chatId), enabled: opened });
  const ordered = useMemo(() => (messages.data?.pages.flatMap((page) => page.messages) ?? []).slice().reverse(), [messages.data]);
  const mine = (message: ChatMessage) => (side === 'admin' ? message.senderId === ADMIN_SENDER_ID : message.senderId !== ADMIN_SENDER_ID);

  useIncomingChatMessage((message) => {
    // A new message from the other side is read at once if the reader can see it; else when the tab shows again.
    if (message.chatId === chatId && !mine(message) && visible) markRead();
  });

  const listRef = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const newestId = ordered.at(-1)?.id;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeOlder.current !== null) {
      // Older messages were added above: keep what the reader was looking at in place.
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (pinned.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [ordered.length, newestId]);

  const loadOlder = useCallback(() => {
    if (!messages.hasNextPage || messages.isFetchingNextPage) return;
    heightBeforeOlder.current = listRef.current?.scrollHeight ?? null;
    void messages.fetchNextPage();
  }, [messages]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight < PIN_DISTANCE_PX;
    if (list.scrollTop < 40) loadOlder();
  };

  if (openError) return <p role="alert" className="chat-thread__status chat-thread__status--error">{openError}</p>;
  return (
    <QueryStatus
      query={messages}
      waiting={!opened}
      loading="Loading messages…"
      failed={errorMessage}
      className="chat-thread__status"
      errorClassName="chat-thread__status chat-thread__status--error"
    >
      {() => (
        <div className="chat-thread">
          <ol ref={listRef} className="chat-thread__messages" aria-label="Messages" aria-live="polite" onScroll={onScroll} tabIndex={0}>
            {messages.hasNextPage && (
              <li className="chat-thread__older">
                <Button variant="ghost" loading={messages.isFetchingNextPage} onClick={loadOlder}>
                  Load older messages
                </Button>
              </li>
            )}
            {ordered.length === 0 && <li className="chat-thread__empty">{CHAT_MESSAGES.noMessages}</li>}
            {ordered.map((message) => (
              <li key={message.id} className={`chat-message ${mine(message) ? 'chat-message--mine' : 'chat-message--theirs'}`}>
                <span className="visually-hidden">{mine(message) ? 'You' : otherName}: </span>
                <p className="chat-message__text">{message.text}</p>
                <p className="chat-message__meta">
                  <time dateTime={message.timestamp}>{timeFormat.format(new Date(message.timestamp))}</time>
                  {mine(message) && <span className="chat-message__read">{message.read ? 'Read' : 'Sent'}</span>}
                </p>
              </li>
            ))}
          </ol>
          <ChatComposer
            chatId={chatId}
            onSent={() => {
              pinned.current = true;
            }}
          />
        </div>
      )}
    </QueryStatus>
  );
}

/** SPEC §5: trimmed text, non-empty; one send at a time (the button and Enter wait for the last one). */
function ChatComposer({ chatId, onSent }: { chatId: string; onSent: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendChatMessage(chatId);
  const inputId = useId();
  const trimmed = text.trim();
  const canSend = trimmed.length > 0 && !send.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setError(null);
    // Clear at once so the next message can be typed; a failed one comes back unless something new was typed.
    setText('');
    send.mutate(trimmed, {
      onSuccess: onSent,
      onError: (failure) => {
        setError(errorMessage(failure));
        setText((current) => (current === '' ? trimmed : current));
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Message
      </label>
      <textarea
        id={inputId}
        className="chat-composer__input"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder="Type a message…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      <Button type="submit" disabled={!canSend} loading={send.isPending}>
        Send
      </Button>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="chat-composer__error">
          {error}
        </p>
      )}
    </form>
  );
}
