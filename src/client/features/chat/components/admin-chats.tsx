import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { CHAT_CANDIDATE_SEARCH_MAX, CHAT_MESSAGES, type ChatCandidate, type ChatSummary } from '../../../../shared/features/chat.schema.js';
import { Button } from '../../../components/ui/button';
import { LoadMore, shownCount } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { joinPages } from '../../../lib/paged-list';
import { chatCandidatesQuery, chatListQuery, joinChatPages, oneChatQuery, useStartChat } from '../chat.api';
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
  const chats = useInfiniteQuery({ ...chatListQuery, select: joinChatPages, refetchOnMount: 'always' });
  const [picked, setPicked] = useState<string | undefined>(member);
  const selectedMember = onSelectMember ? member : picked;
  const select = onSelectMember ?? setPicked;
  const listed = chats.data?.find((chat) => chat.userId === selectedMember);
  // A member the address names whose chat is not on a loaded page is read on its own (404: no chat yet).
  const named = useQuery({ ...oneChatQuery(selectedMember ?? ''), enabled: Boolean(selectedMember && chats.data && !listed) });
  const selected = listed ?? (named.data?.userId === selectedMember ? named.data : null) ?? null;
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
              <>
                <ul className="admin-chats__list">
                  {list.map((chat) => (
                    <li key={chat.id}>
                      <ChatRow chat={chat} selected={chat.id === selectedId} onSelect={() => select(chat.userId)} />
                    </li>
                  ))}
                </ul>
                <LoadMore query={chats} label="Load more chats" shown={shownCount(list.length, 'conversation')} className="admin-chats__more" />
              </>
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

/** How long the owner may pause in typing before the search goes to the server. */
const SEARCH_PAUSE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const candidateLabel = (candidate: ChatCandidate) =>
  candidate.userName === 'Anonymous User' ? candidate.userEmail : `${candidate.userName} (${candidate.userEmail})`;

/**
 * SPEC §2: the owner can start a chat with a Pro member who has none; `suggested`
 * is picked at first. The members come a page at a time, found on the server by
 * e-mail or username (a member the address names is looked up by id).
 */
function StartChat({ suggested, onStarted }: { suggested?: string; onStarted: (userId: string) => void }) {
  const [term, setTerm] = useState('');
  const search = useSettled(term.trim());
  const candidates = useInfiniteQuery({
    ...chatCandidatesQuery(search || suggested || ''),
    select: (data) => joinPages(data.pages, (page) => page.users, (candidate) => candidate.userId),
    refetchOnMount: 'always',
  });
  const start = useStartChat();
  const [userId, setUserId] = useState(suggested ?? '');
  const selectId = useId();
  const searchId = useId();
  const list = candidates.data ?? [];
  // No Pro member without a chat at all: nothing to offer (a search that finds none keeps the form).
  if (!candidates.data || (list.length === 0 && !term && !search)) return null;
  const chosen = list.some((c) => c.userId === userId) ? userId : '';

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
      <label htmlFor={searchId} className="admin-chats__start-label">
        Find a Pro member by e-mail or username
      </label>
      <input
        id={searchId}
        type="search"
        className="admin-chats__search"
        value={term}
        maxLength={CHAT_CANDIDATE_SEARCH_MAX}
        autoComplete="off"
        onChange={(event) => setTerm(event.target.value)}
      />
      <label htmlFor={selectId} className="admin-chats__start-label">
        Start a chat with a Pro member
      </label>
      <div className="admin-chats__start-row">
        <select id={selectId} className="admin-chats__select" value={chosen} onChange={(event) => setUserId(event.target.value)}>
          <option value="">{list.length === 0 ? 'No member matches' : 'Choose a member…'}</option>
          {list.map((candidate) => (
            <option key={candidate.userId} value={candidate.userId}>
              {candidateLabel(candidate)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={!chosen} loading={start.isPending}>
          Start chat
        </Button>
      </div>
      {candidates.hasNextPage && (
        <Button variant="ghost" className="admin-chats__more-members" loading={candidates.isFetchingNextPage} onClick={() => void candidates.fetchNextPage()}>
          Show more members ({list.length} listed)
        </Button>
      )}
    </form>
  );
}
