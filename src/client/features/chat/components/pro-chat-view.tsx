import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { can } from '../../../../shared/permissions.js';
import { ChatThread } from './chat-thread';
import './pro-chat-view.css';

/** The member's side of Pro chat: their one private conversation with the owner. */
export function ProChatView({ user }: { user: CurrentUser }) {
  if (!can(user, 'pro_chat')) {
    return (
      <p role="alert" className="pro-chat__notice">
        Pro Chat is for Pro members. Subscribe to chat with the owner.
      </p>
    );
  }
  return (
    <section className="pro-chat" aria-label="Chat with the owner">
      <p className="pro-chat__intro">A private conversation with the owner. Messages arrive here live.</p>
      <ChatThread chatId={user.id} side="user" otherName="Owner" />
    </section>
  );
}
