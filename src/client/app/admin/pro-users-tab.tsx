import { SUBSCRIPTION_MESSAGES } from '../../../shared/features/subscription.schema.js';
import { ProUsersTable } from '../../features/subscription/components/pro-users-table';
import { ResyncButton } from '../../features/subscription/components/resync-button';
import { useProUsers } from '../../features/subscription/subscription.api';

/** The admin dashboard's "Pro Users" tab: every Pro member with status and dates, and a resync per member. */
export function ProUsersTab() {
  const query = useProUsers();
  return (
    <ProUsersTable
      caption="Pro users"
      query={query}
      emptyMessage={SUBSCRIPTION_MESSAGES.noProUsers}
      renderAction={(user) => <ResyncButton userId={user.id} email={user.email} />}
    />
  );
}
