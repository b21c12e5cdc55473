import { useState } from 'react';
import { type Tip } from '../../../../shared/features/tips.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { LoadMore, shownCount } from '../../../components/ui/load-more';
import { Modal } from '../../../components/ui/modal';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useRefundTip, useTips } from '../tips.api';
import { parseDollars } from './tip-dialog';
import './tips.css';
import { formatCents } from '../../../../shared/money.js';

/** "Pia (pia@example.com)", or only the address when it is all the member gave. */
const who = (tip: Pick<Tip, 'memberName' | 'memberEmail'>) => (tip.memberName === tip.memberEmail ? tip.memberEmail : `${tip.memberName} (${tip.memberEmail})`);

const PLACE_NAMES: Record<Tip['place'], string> = { picture: 'on a picture', update: 'on an update', chat: 'in Pro Chat', order: 'on a custom order' };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '');

function statusOf(tip: Tip): string {
  if (tip.refundedCents === 0) return 'Paid';
  return tip.refundedCents < tip.amountCents ? `Refunded ${formatCents(tip.refundedCents)} of ${formatCents(tip.amountCents)}` : `Refunded ${formatCents(tip.refundedCents)}`;
}

/** Refund a tip, whole or in part, after a confirmation naming the member and the amount. */
function RefundTip({ tip }: { tip: Tip }) {
  const left = tip.amountCents - tip.refundedCents;
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundTip();
  if (left <= 0) return null;

  const confirm = () => {
    const cents = amount.trim() === '' ? undefined : parseDollars(amount);
    if (cents === null || cents === 0) {
      setError('Please enter an amount in dollars, such as 5.00.');
      return;
    }
    refund.mutateAsync({ tipId: tip.id, amountCents: cents }).then(
      () => {
        setOpen(false);
        notify.success(`Refunded the tip of ${tip.memberName}. They have been e-mailed.`);
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-label={`Refund the tip of ${tip.memberName}`}
        onClick={() => {
          setAmount((left / 100).toFixed(2));
          setError(null);
          setOpen(true);
        }}
      >
        Refund
      </Button>
      <Modal
        open={open}
        onClose={() => !refund.isPending && setOpen(false)}
        title="Refund a tip"
        description={`${who(tip)} tipped ${formatCents(tip.amountCents)}. The refund goes back to their card and they are e-mailed.`}
        footer={
          <>
            <Button variant="secondary" disabled={refund.isPending} onClick={() => setOpen(false)}>
              Keep payment
            </Button>
            <Button loading={refund.isPending} onClick={confirm}>
              Refund
            </Button>
          </>
        }
      >
        <Field label="Amount to refund (dollars)" inputMode="decimal" value={amount} hint={`At most ${formatCents(left)}.`} error={error ?? undefined} onChange={(event) => setAmount(event.target.value)} />
      </Modal>
    </>
  );
}

/** The owner's Tips: who tipped, where, how much and what they wrote, newest first, updated live. */
export function TipsAdminTab() {
  const tips = useTips();
  return (
    <section className="tips-admin" aria-labelledby="tips-admin-title">
      <h2 id="tips-admin-title" className="visually-hidden">
        Tips
      </h2>
      <QueryStatus query={tips} loading="Loading tips…" failed={(error) => errorMessage(error, 'Tips could not be loaded.')}>
        {(list) =>
          list.length === 0 ? (
            <p>No tips yet. Members can tip from a picture, an update, Pro Chat or their order.</p>
          ) : (
            <>
              <ul className="tips-admin__list" aria-label="Tips">
                {list.map((tip) => (
                  <li key={tip.id} className="tips-admin__item" aria-label={`${formatCents(tip.amountCents)} from ${tip.memberName}`}>
                    <div className="tips-admin__head">
                      <span className="tips-admin__amount">{formatCents(tip.amountCents)}</span>
                      <span>{statusOf(tip)}</span>
                    </div>
                    <p className="tips-admin__muted">
                      {who(tip)} · {PLACE_NAMES[tip.place]} · {when(tip.paidAt)}
                    </p>
                    {tip.message && <blockquote className="tips-admin__message">{tip.message}</blockquote>}
                    <div>
                      <RefundTip tip={tip} />
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore query={tips} label="Load older tips" shown={shownCount(list.length, 'tip')} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}
