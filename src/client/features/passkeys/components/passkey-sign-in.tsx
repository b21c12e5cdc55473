import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { neverChanges } from '../../../lib/use-hydrated';
import { ceremonyMessage, passkeysSupported, signInWithPasskey } from '../passkeys.api';
import './passkey-sign-in.css';

export interface PasskeySignInProps {
  /** Another sign-in is under way on the page. */
  disabled?: boolean;
  onSignedIn: () => void;
}

/** "Sign in with a passkey" on the sign-in page: a discoverable passkey names its own account. */
export function PasskeySignIn({ disabled = false, onSignedIn }: PasskeySignInProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Known only in the browser; the page rendered at build time shows the button enabled.
  const supported = useSyncExternalStore(neverChanges, passkeysSupported, () => true);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey();
      onSignedIn();
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : ceremonyMessage(caught));
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      <Button size="lg" variant="secondary" loading={busy} disabled={disabled || !supported} onClick={() => void start()}>
        Sign in with a passkey
      </Button>
      <div role="alert">{error && <p className="passkey-sign-in__error">{error}</p>}</div>
      {!supported && <p className="passkey-sign-in__note">This browser cannot use passkeys.</p>}
    </div>
  );
}
