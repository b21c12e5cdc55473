import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { can, isAdmin } from '../../../../shared/permissions.js';
import { Button } from '../../../components/ui/button';
import { ChatThread } from './chat-thread';
import './pro-chat-view.css';

export interface ProChatViewProps {
  user: CurrentUser;
  onNavigate: (view: string, tab?: string) => void;
  /** An action beside the intro (the app passes the tips feature's Tip). */
  action?: ReactNode;
}

/** The member's side of Pro chat: their one private conversation with the owner. */
export function ProChatView({ user, onNavigate, action }: ProChatViewProps) {
  if (isAdmin(user)) {
    // The owner has no chat of their own; theirs are the members' chats.
    return (
      <div className="pro-chat__notice">
        <p>Your conversations with Pro members are in the Admin Dashboard.</p>
        <Button variant="secondary" onClick={() => onNavigate('admin', 'chats')}>
          Open Chats
        </Button>
      </div>
    );
  }
  if (!can(user, 'pro_chat')) {
    return (
      <div role="alert" className="pro-chat__notice">
        <p>Pro Chat is for Pro members: subscribe to chat privately with the owner.</p>
        <Button variant="secondary" onClick={() => onNavigate('subscribe')}>
          Subscribe
        </Button>
      </div>
    );
  }
  return (
    <section className="pro-chat" aria-label="Chat with the owner">
      <div className="pro-chat__intro-row">
        <p className="pro-chat__intro">A private conversation with the owner. Messages arrive here live.</p>
        {action}
      </div>
      <ChatThread chatId={user.id} side="user" otherName="Owner" />
    </section>
  );
}
