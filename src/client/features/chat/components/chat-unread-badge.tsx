import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { can, isAdmin } from '../../../../shared/permissions.js';
import { chatUnreadQuery } from '../chat.api';
import './chat-unread-badge.css';

export interface ChatUnreadBadgeProps {
  user: CurrentUser;
  /** Lets the control it sits beside name it in aria-describedby (so the count is not part of the control's name). */
  id?: string;
}

/** Whether this user has chat unread counts at all: the owner (all chats) and Pro members (their own). */
export const hasChatUnread = (user: CurrentUser) => isAdmin(user) || can(user, 'pro_chat');

/** The unread chat messages of this user, live; nothing when there are none. */
export function ChatUnreadBadge({ user, id }: ChatUnreadBadgeProps) {
  const { data: unread = 0 } = useQuery({ ...chatUnreadQuery, enabled: hasChatUnread(user) });
  if (!hasChatUnread(user) || unread === 0) return null;
  return (
    <span id={id} className="chat-unread-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{unread} unread</span>
    </span>
  );
}
