import { useEffect, useRef } from 'react';
import type { MemberDetail } from '../../../../../shared/features/members.schema.js';
import { Button } from '../../../../components/ui/button';
import { QueryStatus } from '../../../../components/ui/query-status';
import { errorMessage } from '../../../../lib/api-client';
import { useMember } from '../../members.api';
import { ResyncButton } from '../resync-button';
import { MemberActions } from './member-actions';
import { MemberComparison } from './member-comparison';
import { formatDate, REASON_LABELS } from './member-labels';
import { formatCents } from '../../../../../shared/money.js';

function WhyPro({ detail }: { detail: MemberDetail }) {
  const { member, grant, reasons } = detail;
  return (
    <section className="member__card" aria-labelledby="member-why">
      <h4 id="member-why" className="member__heading">
        Why {member.tier === 'pro' ? 'Pro' : 'Basic'}
      </h4>
      {reasons.length === 0 ? (
        <p>Nothing gives this member Pro.</p>
      ) : (
        <ul className="member__reasons">
          {reasons.map((reason) => (
            <li key={reason}>
              {REASON_LABELS[reason]}
              {reason === 'complimentary' && grant && (
                <span className="member__muted">
                  {' '}
                  — since {formatDate(grant.grantedAt)}, {grant.endsAt ? `until ${formatDate(grant.endsAt)}` : 'until revoked'}
                  {grant.grantedBy && `, granted by ${grant.grantedBy}`}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="member__muted">
        Member since {formatDate(member.memberSince)} · total paid {formatCents(detail.totalPaidCents)}
      </p>
    </section>
  );
}

/** One member: why they are Pro, their subscription here and at the provider, and what the owner can do. */
export function MemberPage({ userId, onBack }: { userId: string; onBack: () => void }) {
  const query = useMember(userId);
  // The "Open" button that led here is gone: focus starts at the member's name once it shows, not on <body>.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) titleRef.current?.focus();
  }, [loaded, userId]);
  return (
    <section className="member" aria-label="Member">
      <Button variant="ghost" onClick={onBack}>
        ← All members
      </Button>
      <QueryStatus query={query} className="pro-users__state" loading="Loading the member…" failed={(error) => errorMessage(error, 'Could not load this member.')}>
        {(detail) => (
          <>
            <header className="member__header">
              <h3 ref={titleRef} tabIndex={-1} className="member__title">
                {detail.member.email}
              </h3>
              {detail.member.username && <span className="member__muted">{detail.member.username}</span>}
              <span className={`members__tier members__tier--${detail.member.tier}`}>{detail.member.tier === 'pro' ? 'Pro' : 'Basic'}</span>
              {detail.member.isAdmin && <span className="members__tag members__tag--owner">Owner</span>}
            </header>
            {detail.emailBounced && (
              <p className="member__warning" role="status">
                E-mails to this address are not arriving: the mail server refused it.
              </p>
            )}
            <WhyPro detail={detail} />
            <section className="member__card" aria-labelledby="member-compare">
              <div className="member__card-head">
                <h4 id="member-compare" className="member__heading">
                  Subscription here and at the payment provider
                </h4>
                {detail.hasCustomer && <ResyncButton userId={detail.member.id} email={detail.member.email} />}
              </div>
              <MemberComparison detail={detail} />
            </section>
            <MemberActions detail={detail} />
          </>
        )}
      </QueryStatus>
    </section>
  );
}
