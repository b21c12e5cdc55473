import { NEW_PRO_USERS_DAYS, SUBSCRIPTION_MESSAGES } from '../../../../shared/features/subscription.schema.js';
import { useNewProUsers, useProUsers } from '../subscription.api';
import { ProUsersTable } from './pro-users-table';
import { ResyncButton } from './resync-button';

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

/** The admin dashboard's "New Pro Users" tab: members who subscribed in the last 30 days. */
export function NewProUsersTab() {
  const query = useNewProUsers();
  return (
    <div className="pro-users-tab">
      <p className="pro-users-tab__note">Members whose subscription started in the last {NEW_PRO_USERS_DAYS} days, newest first.</p>
      <ProUsersTable caption="New pro users" query={query} emptyMessage={SUBSCRIPTION_MESSAGES.noNewProUsers} />
    </div>
  );
}

/** The label of the New Pro Users tab, with the count once it is known (SPEC §2). */
export function NewProUsersTabLabel() {
  const { data } = useNewProUsers();
  return <>{data ? `New Pro Users (${data.users.length})` : 'New Pro Users'}</>;
}
