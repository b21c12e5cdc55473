import { useRef, useState, type ReactNode } from 'react';
import type { PresentedOffer } from '../../shared/features/retention.schema.js';
import { RetentionOfferDialog } from '../features/retention/components/retention-offer-dialog';
import { presentRetentionOffer } from '../features/retention/retention.api';

/**
 * The retention offer before the spec's cancel confirmation: asked of the
 * server (which records it as shown, once per member); without one, or if
 * asking fails, straight to the confirmation.
 */
export function useRetentionOffer(): { onCancelPressed: (openConfirm: () => void) => void; dialog: ReactNode } {
  const [offer, setOffer] = useState<PresentedOffer['offer']>(null);
  const openConfirmRef = useRef<() => void>(() => undefined);
  const onCancelPressed = (openConfirm: () => void) => {
    openConfirmRef.current = openConfirm;
    presentRetentionOffer()
      .then((presented) => (presented.offer ? setOffer(presented.offer) : openConfirm()))
      .catch(() => openConfirm());
  };
  const dialog = (
    <RetentionOfferDialog
      offer={offer}
      onClose={() => setOffer(null)}
      onAccepted={() => setOffer(null)}
      onDecline={() => {
        setOffer(null);
        openConfirmRef.current();
      }}
    />
  );
  return { onCancelPressed, dialog };
}
