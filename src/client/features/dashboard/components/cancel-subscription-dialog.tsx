import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toast';

export const CANCEL_CONFIRM_TEXT =
  'Are you sure you want to cancel your Pro subscription? You will keep Pro access until the end of your current billing period.';

/** SPEC §5: cancelling asks for confirmation that access continues until the end of the billing period. */
export function CancelSubscriptionDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      notify.error(error, 'There was an error canceling your subscription. Please try again later.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title="Cancel Subscription"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Keep Subscription
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            Cancel Subscription
          </Button>
        </>
      }
    >
      <p>{CANCEL_CONFIRM_TEXT}</p>
    </Modal>
  );
}
