import { AdminTabPlaceholder } from './admin-tab-placeholder';

/** The admin dashboard's "New Pro Users" tab. */
export function NewProUsersTab() {
  return <AdminTabPlaceholder title="New Pro Users" summary="Members who subscribed recently." />;
}
