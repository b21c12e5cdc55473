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
  /** Shown by the page where its other sign-in failures are; null clears it. */
  onFailed: (message: string | null) => void;
}

/** "Sign in with a passkey" on the sign-in page: a discoverable passkey names its own account. */
export function PasskeySignIn({ disabled = false, onSignedIn, onFailed }: PasskeySignInProps) {
  const [busy, setBusy] = useState(false);
  // Known only in the browser; the page rendered at build time shows the button enabled.
  const supported = useSyncExternalStore(neverChanges, passkeysSupported, () => true);

  const start = async () => {
    setBusy(true);
    onFailed(null);
    try {
      await signInWithPasskey();
      onSignedIn();
    } catch (caught) {
      onFailed(caught instanceof ApiRequestError ? caught.message : ceremonyMessage(caught));
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      <Button size="lg" variant="secondary" loading={busy} disabled={disabled || !supported} onClick={() => void start()}>
        Sign in with a passkey
      </Button>
      {!supported && <p className="passkey-sign-in__note">This browser cannot use passkeys.</p>}
    </div>
  );
}
