import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CHAT_MESSAGES, type ChatSummary } from '../../../../shared/features/chat.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { chatCandidatesQuery, chatListQuery, useStartChat } from '../chat.api';
import { ChatThread } from './chat-thread';
import './admin-chats.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface AdminChatsProps {
  /** The member whose conversation is open, by user id, as the address names it (e.g. from Police → Trace a leak). */
  member?: string;
  /** Opens a member's conversation, or closes it (undefined), through the address; without it the tab keeps the choice itself. */
  onSelectMember?: (member: string | undefined) => void;
}

/**
 * The owner's Chats tab: every conversation, most recent first, with unread
 * counts, and one open at a time. A member named by the address has their
 * conversation open, or, with none yet, is picked in "Start a chat".
 */
export function AdminChats({ member, onSelectMember }: AdminChatsProps = {}) {
  const chats = useQuery({ ...chatListQuery, refetchOnMount: 'always' });
  const [picked, setPicked] = useState<string | undefined>(member);
  const selectedMember = onSelectMember ? member : picked;
  const select = onSelectMember ?? setPicked;
  const selected = chats.data?.find((chat) => chat.userId === selectedMember) ?? null;
  const selectedId = selected?.id ?? null;

  return (
    <div className={`admin-chats${selected ? ' admin-chats--open' : ''}`}>
      <section className="admin-chats__list-panel" aria-labelledby="admin-chats-heading">
        <h3 id="admin-chats-heading" className="admin-chats__heading">
          Conversations
        </h3>
        <StartChat key={selectedMember} suggested={selected ? undefined : selectedMember} onStarted={select} />
        <QueryStatus query={chats} loading="Loading chats…" failed={errorMessage} errorClassName="admin-chats__error">
          {(list) =>
            list.length === 0 ? (
              <p className="admin-chats__empty">{CHAT_MESSAGES.noChats}</p>
            ) : (
              <ul className="admin-chats__list">
                {list.map((chat) => (
                  <li key={chat.id}>
                    <ChatRow chat={chat} selected={chat.id === selectedId} onSelect={() => select(chat.userId)} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStatus>
      </section>
      {!selected && chats.data && chats.data.length > 0 && (
        <p className="admin-chats__pick">Choose a conversation to read and reply.</p>
      )}
      {selected && (
        <section className="admin-chats__thread" aria-label={`Chat with ${selected.userName}`}>
          <div className="admin-chats__thread-header">
            <Button variant="ghost" className="admin-chats__back" onClick={() => select(undefined)}>
              ← All chats
            </Button>
            <div>
              <h3 className="admin-chats__thread-title">{selected.userName}</h3>
              <p className="admin-chats__thread-email">{selected.userEmail}</p>
            </div>
          </div>
          <ChatThread key={selected.id} chatId={selected.id} side="admin" otherName={selected.userName} />
        </section>
      )}
    </div>
  );
}

function ChatRow({ chat, selected, onSelect }: { chat: ChatSummary; selected: boolean; onSelect: () => void }) {
  const unread = chat.unreadByAdmin;
  return (
    <button type="button" className="admin-chats__row" aria-current={selected || undefined} onClick={onSelect}>
      <span className="admin-chats__row-name">{chat.userName}</span>
      <span className="admin-chats__row-email">{chat.userEmail}</span>
      <span className="admin-chats__row-time">{chat.lastMessageTime ? timeFormat.format(new Date(chat.lastMessageTime)) : 'No messages yet'}</span>
      {unread > 0 && (
        <span className="admin-chats__badge" aria-label={`${unread} unread`}>
          {unread}
        </span>
      )}
    </button>
  );
}

/** SPEC §2: the owner can start a chat with a Pro member who has none; `suggested` is picked at first. */
function StartChat({ suggested, onStarted }: { suggested?: string; onStarted: (userId: string) => void }) {
  const candidates = useQuery({ ...chatCandidatesQuery, refetchOnMount: 'always' });
  const start = useStartChat();
  const [userId, setUserId] = useState(suggested ?? '');
  const selectId = useId();
  if (!candidates.data || candidates.data.length === 0) return null;
  const chosen = candidates.data.some((c) => c.userId === userId) ? userId : '';

  return (
    <form
      className="admin-chats__start"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        start.mutate(chosen, {
          onSuccess: (chat) => {
            setUserId('');
            onStarted(chat.userId);
          },
          onError: (error) => notify.error(error),
        });
      }}
    >
      <label htmlFor={selectId} className="admin-chats__start-label">
        Start a chat with a Pro member
      </label>
      <div className="admin-chats__start-row">
        <select id={selectId} className="admin-chats__select" value={chosen} onChange={(event) => setUserId(event.target.value)}>
          <option value="">Choose a member…</option>
          {candidates.data.map((candidate) => (
            <option key={candidate.userId} value={candidate.userId}>
              {candidate.userName === 'Anonymous User' ? candidate.userEmail : `${candidate.userName} (${candidate.userEmail})`}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={!chosen} loading={start.isPending}>
          Start chat
        </Button>
      </div>
    </form>
  );
}
