import type { MemberSummary } from '../../../../../shared/features/members.schema.js';
import { Button } from '../../../../components/ui/button';
import { formatDate, memberStatus, statusLabel } from './member-labels';

/** One page of members: who, tier and status badges, dates, and a button that opens the member's page. */
export function MembersTable({ members, onOpen }: { members: MemberSummary[]; onOpen: (member: MemberSummary) => void }) {
  return (
    <div className="pro-users" tabIndex={0} role="region" aria-label="Members">
      <table className="pro-users__table members__table">
        <caption className="visually-hidden">Members</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Tier</th>
            <th scope="col">Status</th>
            <th scope="col">Member since</th>
            <th scope="col">Ends / renews</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <span className="pro-users__email">{member.email}</span>
                {member.username && <span className="pro-users__username">{member.username}</span>}
              </th>
              <td data-label="Tier">
                <span className="members__badges">
                  <span className={`members__tier members__tier--${member.tier}`}>{member.tier === 'pro' ? 'Pro' : 'Basic'}</span>
                  {member.isAdmin && <span className="members__tag members__tag--owner">Owner</span>}
                  {member.complimentaryPro && <span className="members__tag">Complimentary</span>}
                </span>
              </td>
              <td data-label="Status">
                <span className={`pro-users__status pro-users__status--${memberStatus(member)}`}>{statusLabel(member.pastDue ? 'past_due' : member.subscriptionStatus)}</span>
              </td>
              <td data-label="Member since">{formatDate(member.memberSince)}</td>
              <td data-label="Ends / renews">{formatDate(member.complimentaryPro && member.subscriptionEndDate === null ? member.complimentaryEndsAt : member.subscriptionEndDate)}</td>
              <td className="pro-users__action">
                <Button variant="secondary" onClick={() => onOpen(member)} aria-label={`Open ${member.email}`}>
                  Open
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
