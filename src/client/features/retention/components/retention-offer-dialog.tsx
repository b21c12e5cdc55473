import { useState } from 'react';
import type { PresentedOffer } from '../../../../shared/features/retention.schema.js';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { acceptRetentionOffer } from '../retention.api';

type Offer = NonNullable<PresentedOffer['offer']>;

/**
 * Shown once, when a member presses Cancel Subscription and the owner set an
 * offer: taking it keeps the plan with the discount; "No thanks" goes on to the
 * spec's cancel confirmation, unchanged.
 */
export function RetentionOfferDialog({ offer, onClose, onDecline, onAccepted }: { offer: Offer | null; onClose: () => void; onDecline: () => void; onAccepted: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      notify.success((await acceptRetentionOffer()).message);
      onAccepted();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={offer !== null}
      onClose={() => !busy && onClose()}
      title="Before you go"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onDecline}>
            No thanks, cancel
          </Button>
          <Button loading={busy} onClick={() => void accept()}>
            Stay with {offer?.summary}
          </Button>
        </>
      }
    >
      <p>
        Stay Pro and get <strong>{offer?.summary}</strong> on your next payments. Your plan goes on as it is; nothing else changes.
      </p>
      <p>This offer is shown only once.</p>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
