import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ADMIN_SENDER_ID, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, type ChatMessage } from '../../../../shared/features/chat.schema.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { chatKeys, closeChat, messagesQuery, openChat, useSendChatMessage } from '../chat.api';
import { useChatLive } from '../use-chat-live';
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

function useOpenedChat(chatId: string, side: 'user' | 'admin') {
  const [state, setState] = useState<{ chatId: string; error: string | null } | null>(null);
  const queryClient = useQueryClient();
  const markRead = useCallback(() => {
    openChat(chatId)
      .then(() => setState({ chatId, error: null }))
      .catch((error: unknown) => setState({ chatId, error: errorMessage(error) }));
  }, [chatId]);
  useEffect(() => {
    markRead();
    return () => {
      // The owner leaves: adminViewing goes back to false. Nothing to tell on failure.
      if (side === 'admin') void closeChat(chatId).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    };
  }, [chatId, side, markRead, queryClient]);
  const current = state?.chatId === chatId ? state : null;
  return { opened: current !== null && current.error === null, error: current?.error ?? null, markRead };
}

/** One conversation: history paged from the newest, live updates, read marks and the composer. */
export function ChatThread({ chatId, side, otherName }: ChatThreadProps) {
  const { opened, error: openError, markRead } = useOpenedChat(chatId, side);
  const messages = useInfiniteQuery({ ...messagesQuery(chatId), enabled: opened });
  const ordered = useMemo(() => (messages.data?.pages.flatMap((page) => page.messages) ?? []).slice().reverse(), [messages.data]);
  const mine = (message: ChatMessage) => (side === 'admin' ? message.senderId === ADMIN_SENDER_ID : message.senderId !== ADMIN_SENDER_ID);

  useChatLive((message) => {
    // A new message from the other side while this chat is on screen is read at once.
    if (message.chatId === chatId && !mine(message)) markRead();
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
  if (!opened || messages.isPending) {
    return (
      <p role="status" className="chat-thread__status">
        Loading messages…
      </p>
    );
  }
  if (messages.isError) {
    return (
      <div role="alert" className="chat-thread__status chat-thread__status--error">
        <p>{errorMessage(messages.error)}</p>
        <Button variant="secondary" onClick={() => void messages.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
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
      <ChatComposer chatId={chatId} onSent={() => {
          pinned.current = true;
        }} />
    </div>
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
    send.mutate(trimmed, {
      onSuccess: () => {
        setText('');
        onSent();
      },
      onError: (failure) => setError(errorMessage(failure)),
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
