import { useEffect, useRef, useState } from 'react';
import { PASSKEY_CHECK_REQUIRED, PASSKEY_MESSAGES } from '../../../../shared/features/passkeys.schema.js';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiRequestError, answerRefusal } from '../../../lib/api-client';
import { ceremonyMessage, checkWithPasskey } from '../passkeys.api';
import './passkeys-section.css';

/**
 * When the server asks for a passkey check (an owner who requires one, after a Google sign-in),
 * this asks the person, runs the check, and lets the refused request go again.
 */
export function PasskeyCheckPrompt() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Every request refused while the prompt is open waits for the same answer.
  const pending = useRef<{ answer: Promise<boolean>; settle: (passed: boolean) => void } | null>(null);

  useEffect(
    () =>
      answerRefusal(PASSKEY_CHECK_REQUIRED, () => {
        if (!pending.current) {
          let settle!: (passed: boolean) => void;
          const answer = new Promise<boolean>((resolve) => (settle = resolve));
          pending.current = { answer, settle };
          setError(null);
          setAsking(true);
        }
        return pending.current.answer;
      }),
    [],
  );

  const finish = (passed: boolean) => {
    pending.current?.settle(passed);
    pending.current = null;
    setAsking(false);
    setBusy(false);
  };

  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      await checkWithPasskey();
      finish(true);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : ceremonyMessage(caught));
      setBusy(false);
    }
  };

  return (
    <Modal
      open={asking}
      onClose={() => !busy && finish(false)}
      title="Confirm with your passkey"
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => finish(false)}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void check()}>
            Use my passkey
          </Button>
        </>
      }
    >
      <p>{PASSKEY_MESSAGES.checkRequired} A check lasts 12 hours on this device.</p>
      <div role="alert">{error && <p className="passkeys__error">{error}</p>}</div>
    </Modal>
  );
}
