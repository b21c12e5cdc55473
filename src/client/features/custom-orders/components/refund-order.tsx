import { useState } from 'react';
import type { CustomRequest } from '../../../../shared/features/custom-orders.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useRefundRequest } from '../custom-orders.api';
import { formatCents } from '../../../../shared/money.js';


/** What is left to refund of an order, or null when its amount was not recorded (the server then asks the provider). */
export function refundableCents(request: CustomRequest): number | null {
  return request.amountPaidCents === null ? null : request.amountPaidCents - request.refundedCents;
}

/** "Refunded $10.00" or "Refunded $4.00 of $10.00", for the order lists; null when nothing was refunded. */
export function refundLabel(request: CustomRequest): string | null {
  if (!request.refundedAt) return null;
  const paid = request.amountPaidCents;
  return paid !== null && request.refundedCents < paid ? `Refunded ${formatCents(request.refundedCents)} of ${formatCents(paid)}` : `Refunded ${formatCents(request.refundedCents)}`;
}

/** Parses "4", "4.5" or "$4.50" into cents; null for anything else. */
function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Refund, whole or in part, after a confirmation that names the order and the amount. */
export function RefundOrder({ request }: { request: CustomRequest }) {
  const left = refundableCents(request);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundRequest();
  if (left !== null && left <= 0) return null;

  const start = () => {
    setAmount(left === null ? '' : (left / 100).toFixed(2));
    setError(null);
    setOpen(true);
  };
  const confirm = () => {
    const cents = amount.trim() === '' ? undefined : parseDollars(amount);
    if (cents === null || cents === 0) {
      setError('Please enter an amount in dollars, such as 10.00.');
      return;
    }
    // The promise, not mutate's callbacks: a refunded pending order leaves its list (this unmounts) when the lists refetch.
    refund.mutateAsync({ requestId: request.id, amountCents: cents }).then(
      (done) => {
        setOpen(false);
        notify.success(`Refunded request #${done.requestNumber}. The buyer has been e-mailed.`);
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={start}>
        Refund
      </Button>
      <Modal
        open={open}
        onClose={() => !refund.isPending && setOpen(false)}
        title={`Refund request #${request.requestNumber}`}
        description={`${request.userEmail} paid ${request.amountPaidCents === null ? 'for this order' : formatCents(request.amountPaidCents)}. The refund goes back to their card and they are e-mailed.`}
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
        <Field
          label="Amount to refund (dollars)"
          inputMode="decimal"
          value={amount}
          hint={left === null ? 'Leave empty to refund all that was paid.' : `At most ${formatCents(left)}.`}
          error={error ?? undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Modal>
    </>
  );
}
