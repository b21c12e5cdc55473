import type { ProUser } from '../../../../shared/features/subscription.schema.js';
import { formatDate } from './members/member-labels';
import './pro-users-table.css';

const STATUS_LABELS: Record<string, string> = { active: 'Active', pending_cancellation: 'Pending cancellation', canceled: 'Canceled' };

function statusOf(user: ProUser): string {
  if (user.subscriptionStatus) return STATUS_LABELS[user.subscriptionStatus] ?? user.subscriptionStatus;
  return user.isLegacyPro ? 'Legacy Pro' : 'Granted by admin';
}

/** A list of Pro users with status and dates (the loaded pages of one list). */
export function ProUsersTable({ users, caption }: { users: ProUser[]; caption: string }) {
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
