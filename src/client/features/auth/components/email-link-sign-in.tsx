import { useState, useSyncExternalStore } from 'react';
import { EMAIL_LINK_FRAGMENT } from '../../../../shared/features/auth.schema.js';
import { Button } from '../../../components/ui/button';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { signInWithEmailLink } from '../auth.api';
import './email-code-sign-in.css';

/** The token of the e-mail's link (`#sign-in-link=…`); none in the HTML rendered at build time. */
const readLinkToken = () => new URLSearchParams(window.location.hash.slice(1)).get(EMAIL_LINK_FRAGMENT) ?? undefined;
const noLinkToken = () => undefined;
/** The link may also be opened in a tab already on this page: only the fragment changes then. */
const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

interface EmailLinkSignInProps {
  disabled: boolean;
  onSignedIn: (returnTo: string) => void;
}

/**
 * The e-mail's link lands here. Opening it signs nobody in (mail scanners and
 * previews open links too): the member presses the button, and the server
 * signs in only the browser that asked for the code.
 */
export function EmailLinkSignIn({ disabled, onSignedIn }: EmailLinkSignInProps) {
  const token = useSyncExternalStore(onHashChange, readLinkToken, noLinkToken);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!token) return null;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { returnTo } = await signInWithEmailLink(token);
      onSignedIn(returnTo);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : NETWORK_ERROR_MESSAGE);
      setBusy(false);
    }
  };

  return (
    <section className="email-code email-code--link" aria-labelledby="email-link-title">
      <h2 id="email-link-title" className="email-code__title">
        Sign in with the link from your e-mail
      </h2>
      <p className="email-code__sent">This works in the browser where you asked for the code.</p>
      <Button size="lg" loading={busy} disabled={disabled} onClick={() => void confirm()}>
        Sign in on this browser
      </Button>
      {error && (
        <p className="signup__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
