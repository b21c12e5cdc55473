import { NEW_PRO_USERS_DAYS, SUBSCRIPTION_MESSAGES } from '../../../../shared/features/subscription.schema.js';
import { useNewProUsers } from '../subscription.api';
import { ProUsersTable } from './pro-users-table';

/* The "Pro Users" tab is the member manager (members/member-manager.tsx). */

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
