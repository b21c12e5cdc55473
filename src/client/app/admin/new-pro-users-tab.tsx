import { NEW_PRO_USERS_DAYS, SUBSCRIPTION_MESSAGES } from '../../../shared/features/subscription.schema.js';
import { ProUsersTable } from '../../features/subscription/components/pro-users-table';
import { useNewProUsers } from '../../features/subscription/subscription.api';

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
