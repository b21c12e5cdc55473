import { AdminChats } from '../../features/chat/components/admin-chats';

/** The admin dashboard's "Chats" tab. */
export function ChatsTab() {
  return <AdminChats />;
}
