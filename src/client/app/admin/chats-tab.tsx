import { AdminTabPlaceholder } from './admin-tab-placeholder';

/** The admin dashboard's "Chats" tab. */
export function ChatsTab() {
  return <AdminTabPlaceholder title="Chats" summary="Conversations with Pro members, most recent first." />;
}
