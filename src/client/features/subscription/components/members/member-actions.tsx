import { useId, useState, type FormEvent } from 'react';
import type { MemberDetail } from '../../../../../shared/features/members.schema.js';
import { grantsPro } from '../../../../../shared/features/subscription.schema.js';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useMemberActions } from '../../members.api';
import { formatDate } from './member-labels';
import { formatCents } from '../../../../../shared/money.js';

type Actions = ReturnType<typeof useMemberActions>;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function ComplimentaryActions({ detail, actions }: { detail: MemberDetail; actions: Actions }) {
  const [endsOn, setEndsOn] = useState('');
  const [error, setError] = useState<string | undefined>();
  const email = detail.member.email;
  if (detail.member.complimentaryPro) {
    const until = detail.grant?.endsAt ? `until ${formatDate(detail.grant.endsAt)}` : 'until revoked';
    return (
      <div className="member__action">
        <p>Complimentary Pro {until}.</p>
        <Button variant="secondary" loading={actions.revoke.isPending} onClick={() => actions.revoke.mutate(undefined, { onSuccess: () => notify.success(`Complimentary Pro revoked for ${email}.`), onError: (e) => notify.error(e) })}>
          Revoke Pro
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    // The end of the chosen day, in the owner's time zone.
    const endsAt = endsOn ? new Date(`${endsOn}T23:59:59`).toISOString() : null;
    actions.grant.mutate(endsAt, { onSuccess: () => notify.success(`${email} now has complimentary Pro.`), onError: (e) => setError(errorMessage(e)) });
  };
  return (
    <form className="member__action" onSubmit={submit} noValidate>
      <Field label="Ends on (optional)" type="date" min={today()} value={endsOn} onChange={(e) => setEndsOn(e.target.value)} hint="Leave empty for Pro until revoked. No payment is taken." error={error} />
      <Button type="submit" loading={actions.grant.isPending}>
        Grant Pro
      </Button>
    </form>
  );
}

function CancelActions({ detail, actions }: { detail: MemberDetail; actions: Actions }) {
  const [confirming, setConfirming] = useState(false);
  const running = grantsPro(detail.local.status);
  if (!running) return <p className="member__muted">No running subscription.</p>;
  const cancel = (when: 'now' | 'period_end') =>
    actions.cancel.mutate(when, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(when === 'now' ? 'The subscription has ended.' : 'The subscription will end at its period end.');
      },
      onError: (e) => notify.error(e),
    });
  return (
    <div className="member__action member__action--row">
      {!detail.local.cancelAtPeriodEnd && (
        <Button variant="secondary" loading={actions.cancel.isPending && actions.cancel.variables === 'period_end'} onClick={() => cancel('period_end')}>
          Cancel at period end
        </Button>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel now
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="End the subscription now?"
        description={`${detail.member.email} loses Pro at once (unless something else gives it). Nothing is refunded by this.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button loading={actions.cancel.isPending} onClick={() => cancel('now')}>
              End now
            </Button>
          </>
        }
      />
    </div>
  );
}

function RefundActions({ detail, actions }: { detail: MemberDetail; actions: Actions }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hintId = useId();
  const last = detail.lastPayment;
  if (!last) return <p className="member__muted">No payment to refund.</p>;
  const left = last.amountCents - last.refundedCents;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const cents = amount.trim() === '' ? undefined : Math.round(Number(amount) * 100);
    if (cents !== undefined && (!Number.isFinite(cents) || cents <= 0)) return setError('Enter an amount in dollars, such as 5.00.');
    actions.refund.mutate(cents, {
      onSuccess: (refund) => {
        setAmount('');
        notify.success(`Refunded ${formatCents(refund.amountCents)} to ${detail.member.email}.`);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <form className="member__action" onSubmit={submit} noValidate aria-describedby={hintId}>
      <p id={hintId}>
        Last payment: {formatCents(last.amountCents)} on {formatDate(last.paidAt)}
        {last.refundedCents > 0 && `, ${formatCents(last.refundedCents)} refunded`}.
      </p>
      {left > 0 ? (
        <>
          <Field label="Amount to refund ($)" inputMode="decimal" placeholder={(left / 100).toFixed(2)} value={amount} onChange={(e) => setAmount(e.target.value)} hint={`Leave empty to refund all that is left (${formatCents(left)}).`} error={error} />
          <Button type="submit" variant="secondary" loading={actions.refund.isPending}>
            Refund
          </Button>
        </>
      ) : (
        <p className="member__muted">Refunded in full.</p>
      )}
    </form>
  );
}

/** What the owner can do to a member: complimentary Pro, cancel, refund. */
export function MemberActions({ detail }: { detail: MemberDetail }) {
  const actions = useMemberActions(detail.member.id);
  return (
    <div className="member__actions">
      <section className="member__card" aria-labelledby="member-comp">
        <h4 id="member-comp" className="member__heading">
          Complimentary Pro
        </h4>
        <ComplimentaryActions detail={detail} actions={actions} />
      </section>
      <section className="member__card" aria-labelledby="member-cancel">
        <h4 id="member-cancel" className="member__heading">
          Subscription
        </h4>
        <CancelActions detail={detail} actions={actions} />
      </section>
      <section className="member__card" aria-labelledby="member-refund">
        <h4 id="member-refund" className="member__heading">
          Refund
        </h4>
        <RefundActions detail={detail} actions={actions} />
      </section>
    </div>
  );
}
