import { useId, useState } from 'react';
import { AGREEMENT_VERSION, GOVERNING_LAW, LIQUIDATED_DAMAGES_LABEL, PRO_PRICE_LABEL } from '../../../../shared/features/subscription.schema.js';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface AgreementModalProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onAgree: () => void;
}

/** SPEC §2 and §9: the user agreement; I Agree is enabled only once the box is ticked. */
export function AgreementModal({ open, busy, error, onClose, onAgree }: AgreementModalProps) {
  const [ticked, setTicked] = useState(false);
  const checkboxId = useId();
  const close = () => {
    if (busy) return;
    setTicked(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="User Agreement"
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button disabled={!ticked} loading={busy} onClick={onAgree}>
            I Agree
          </Button>
        </>
      }
    >
      <div className="agreement">
        <p className="agreement__version">Version {AGREEMENT_VERSION}</p>
        <div className="agreement__text" tabIndex={0} role="region" aria-label="Agreement text">
          <p>
            By subscribing to Pro for {PRO_PRICE_LABEL} you get access to members-only content for personal viewing. The
            subscription renews monthly until you cancel; after cancelling you keep Pro access until the end of the billing period.
          </p>
          <p>
            Pro content is protected. You agree not to screenshot, screen-record, download, copy or share it. For each
            unauthorized screenshot or recording you agree to pay liquidated damages of {LIQUIDATED_DAMAGES_LABEL}, a fair
            estimate of the harm, which is hard to measure.
          </p>
          <p>We record your acceptance of this agreement, with the time, your IP address and your browser.</p>
          <p>This agreement is governed by the laws of the Commonwealth of {GOVERNING_LAW}.</p>
        </div>
        <div className="agreement__check">
          <input id={checkboxId} type="checkbox" checked={ticked} disabled={busy} onChange={(event) => setTicked(event.target.checked)} />
          <label htmlFor={checkboxId}>I have read and agree to the user agreement (version {AGREEMENT_VERSION}).</label>
        </div>
        {error && (
          <p className="agreement__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
