import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TIP_RETURN_PARAM } from '../../../../shared/features/tips.schema.js';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { fetchTipConfirmation } from '../tips.api';
import { formatCents } from '../../../../shared/money.js';

/** The checkout session the provider sent the member back with, if any. */
function returnedSession(): string | null {
  return typeof window === 'undefined' ? null : new URL(window.location.href).searchParams.get(TIP_RETURN_PARAM);
}

/** Takes the session out of the address, so a reload does not thank twice. */
function forgetReturnedSession(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(TIP_RETURN_PARAM)) return;
  url.searchParams.delete(TIP_RETURN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** After paying a tip: thanks the member, once the tip is confirmed paid. */
export function TipThanks() {
  const [sessionId] = useState(returnedSession);
  useEffect(() => {
    if (sessionId) forgetReturnedSession();
  }, [sessionId]);
  const [open, setOpen] = useState(true);
  const confirmation = useQuery({
    queryKey: ['tips', 'confirmation', sessionId],
    queryFn: ({ signal }) => fetchTipConfirmation(sessionId!, signal),
    enabled: sessionId !== null,
    // The payment may take a moment to be confirmed.
    refetchInterval: (query) => (query.state.data?.status === 'pending' && query.state.dataUpdateCount < 5 ? 1000 : false),
    retry: 1,
  });
  if (!sessionId) return null;
  const data = confirmation.data;
  const text = confirmation.isError
    ? errorMessage(confirmation.error, 'We could not look up your tip. If you paid, a receipt is on its way by e-mail.')
    : !data
      ? 'Confirming your tip…'
      : data.status === 'pending'
        ? 'Your payment is being confirmed. A receipt will follow by e-mail.'
        : `Your tip of ${formatCents(data.amountCents)} has been received. A receipt is on its way by e-mail.`;
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Thank you for your tip!" footer={<Button onClick={() => setOpen(false)}>Close</Button>}>
      <p role="status">{text}</p>
    </Modal>
  );
}
