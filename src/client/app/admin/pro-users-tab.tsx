import { AdminTabPlaceholder } from './admin-tab-placeholder';

/** The admin dashboard's "Pro Users" tab. */
export function ProUsersTab() {
  return <AdminTabPlaceholder title="Pro Users" summary="Every Pro member with status and dates." />;
}
