import { useQuery } from '@tanstack/react-query';
import { chatUnreadQuery } from '../chat.api';
import './chat-unread-badge.css';

/** The admin dashboard's Chats tab label with the owner's total unread, live. */
export function ChatsTabLabel() {
  const { data: unread = 0 } = useQuery(chatUnreadQuery);
  return (
    <>
      Chats
      {unread > 0 && (
        <span className="chat-unread-badge" aria-label={`${unread} unread`}>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
}
