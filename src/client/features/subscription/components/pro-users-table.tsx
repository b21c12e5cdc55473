import type { UseQueryResult } from '@tanstack/react-query';
import type { ProUser, ProUserList } from '../../../../shared/features/subscription.schema.js';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from './members/member-labels';
import './pro-users-table.css';

const STATUS_LABELS: Record<string, string> = { active: 'Active', pending_cancellation: 'Pending cancellation', canceled: 'Canceled' };

function statusOf(user: ProUser): string {
  if (user.subscriptionStatus) return STATUS_LABELS[user.subscriptionStatus] ?? user.subscriptionStatus;
  return user.isLegacyPro ? 'Legacy Pro' : 'Granted by admin';
}

export interface ProUsersTableProps {
  caption: string;
  query: UseQueryResult<ProUserList>;
  emptyMessage: string;
}

/** A list of Pro users with status and dates, with loading, error and empty states. */
export function ProUsersTable({ query, ...props }: ProUsersTableProps) {
  return (
    <QueryStatus query={query} className="pro-users__state" loading="Loading…" failed={(error) => errorMessage(error, 'Could not load the list.')}>
      {(data) => <UsersTable users={data.users} {...props} />}
    </QueryStatus>
  );
}

function UsersTable({ users, caption, emptyMessage }: Omit<ProUsersTableProps, 'query'> & { users: ProUser[] }) {
  if (users.length === 0) return <p className="pro-users__state">{emptyMessage}</p>;
  return (
    <div className="pro-users" tabIndex={0} role="region" aria-label={caption}>
      <table className="pro-users__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Status</th>
            <th scope="col">Started</th>
            <th scope="col">Ends / renews</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">
                <span className="pro-users__email">{user.email}</span>
                {user.username && <span className="pro-users__username">{user.username}</span>}
              </th>
              <td data-label="Status">
                <span className={`pro-users__status pro-users__status--${user.subscriptionStatus ?? 'other'}`}>{statusOf(user)}</span>
              </td>
              <td data-label="Started">{formatDate(user.subscriptionStartDate)}</td>
              <td data-label="Ends / renews">{formatDate(user.subscriptionEndDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
