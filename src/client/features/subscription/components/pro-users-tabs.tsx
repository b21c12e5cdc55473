import { useId, useState } from 'react';
import { NEW_PRO_USERS_DAYS, SUBSCRIPTION_MESSAGES } from '../../../../shared/features/subscription.schema.js';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { useNewProUsers } from '../subscription.api';
import { useSettledSearch } from '../use-settled-search';
import { LoadMore } from './load-more';
import { ProUsersTable } from './pro-users-table';
import './members/member-manager.css';

/* The "Pro Users" tab is the member manager (members/member-manager.tsx). */

/** The admin dashboard's "New Pro Users" tab: members who subscribed in the last 30 days, searched and paged on the server. */
export function NewProUsersTab() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useSettledSearch(search);
  const query = useNewProUsers(q);
  return (
    <div className="pro-users-tab" aria-busy={query.isPlaceholderData || undefined}>
      <p className="pro-users-tab__note">Members whose subscription started in the last {NEW_PRO_USERS_DAYS} days, newest first.</p>
      <div className="members__toolbar">
        <div className="members__control members__control--search" role="search">
          <label className="field__label" htmlFor={searchId}>
            Search new Pro users
          </label>
          <input id={searchId} className="field__control" type="search" placeholder="Start of an e-mail or username" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      <QueryStatus query={query} className="pro-users__state" loading="Loading…" failed={(error) => errorMessage(error, 'Could not load the list.')}>
        {(data) => {
          const users = data.pages.flatMap((page) => page.users);
          const total = data.pages[0]?.total ?? users.length;
          if (users.length === 0) return <p className="pro-users__state">{SUBSCRIPTION_MESSAGES.noNewProUsers}</p>;
          return (
            <>
              <p className="members__count" role="status">
                {users.length < total ? `Showing ${users.length} of ${total}` : total === 1 ? '1 new Pro user' : `${total} new Pro users`}
              </p>
              <ProUsersTable caption="New pro users" users={users} />
              <LoadMore query={query} label="Load more new Pro users" />
            </>
          );
        }}
      </QueryStatus>
    </div>
  );
}

/** The label of the New Pro Users tab, with the count once it is known (SPEC §2): all of them, not the pages loaded. */
export function NewProUsersTabLabel() {
  const { data } = useNewProUsers();
  const first = data?.pages[0];
  return <>{first ? `New Pro Users (${first.total ?? first.users.length})` : 'New Pro Users'}</>;
}
