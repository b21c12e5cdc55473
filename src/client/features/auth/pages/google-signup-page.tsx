import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { DISCOUNT_CODE_PATTERN } from '../../../../shared/features/offers.schema.js';
import { GoogleMark } from '../../../components/google-mark';
import { InAppBrowserWarning } from '../../../components/in-app-browser-warning';
import { PageLayout } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import { useNavigation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchCurrentUser } from '../auth.api';
import { EmailCodeSignIn } from '../components/email-code-sign-in';
import { EmailLinkSignIn } from '../components/email-link-sign-in';
import { clearReturnTo, readReturnTo } from '../return-to';
import { signInWindow, usePopupSignIn } from '../use-popup-sign-in';
import './google-signup-page.css';
import { neverChanges } from '../../../lib/use-hydrated';

/** SPEC §9: after signing in, the page waits 2 seconds before moving on. */
export const SIGN_IN_REDIRECT_DELAY_MS = 2000;
export const SIGNING_IN_TEXT = 'Signing in and preparing your experience...';

/** The address does not change while the page is open. */
/** The error a redirect-mode sign-in came back with (?error=…); none in the HTML rendered at build time. */
const readRedirectError = () => new URLSearchParams(window.location.search).get('error') ?? undefined;
const noRedirectError = () => undefined;

/** A share link (`/google-signup?code=…`) leads, once signed in, to the Subscribe view with its code. */
function subscribeWithSharedCode(): string | null {
  if (typeof window === 'undefined') return null; // rendered at build time: no address yet
  const code = new URLSearchParams(window.location.search).get('code');
  if (!code || !DISCOUNT_CODE_PATTERN.test(code)) return null;
  return `${CLIENT_ROUTES.authHome}?${new URLSearchParams({ view: 'subscribe', code }).toString()}`;
}

/**
 * /google-signup (SPEC §2): sign up or in with Google, in a popup or, when blocked, in this tab.
 * It needs neither the router nor the query cache, so it is a public page (ADR 0031): rendered at
 * build time and hydrated by the small public entry. Signed in, it loads the next page afresh.
 */
export interface GoogleSignupPageProps {
  /** Other ways to sign in, shown under Google's (a passkey); told when they signed the visitor in. */
  renderOtherWays?: (props: { disabled: boolean; onSignedIn: () => void; onFailed: (message: string | null) => void }) => ReactNode;
}

export function GoogleSignupPage({ renderOtherWays }: GoogleSignupPageProps = {}) {
  usePageTitle('Sign in');
  const navigation = useNavigation();
  const initialError = useSyncExternalStore(neverChanges, readRedirectError, noRedirectError);
  // A share link's code goes on to the Subscribe view; else the protected page the visitor first
  // asked for (remembered by the guard), else the dashboard.
  const [returnTo] = useState(() => subscribeWithSharedCode() ?? readReturnTo());
  const [signedInAlready, setSignedInAlready] = useState(false);
  // Why another way of signing in failed, shown where Google's failures are.
  const [otherWayError, setOtherWayError] = useState<string | null>(null);
  // Signed in with an e-mailed code or link: where the server says to go next.
  const [codeSignedInTo, setCodeSignedInTo] = useState<string | null>(null);

  const { phase, start } = usePopupSignIn({
    returnTo,
    initialError,
    confirmSignedIn: async () => (await fetchCurrentUser()) !== null,
  });

  // Already signed in (e.g. a second visit): nothing to do here.
  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentUser(controller.signal).then(
      (user) => setSignedInAlready(user !== null),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  // Google or an e-mailed code alike: the same 2 seconds, then on to the next page.
  const leaveTo = phase.kind === 'signed-in' ? returnTo : codeSignedInTo;
  useEffect(() => {
    if (leaveTo === null) return;
    const timer = setTimeout(() => {
      clearReturnTo();
      signInWindow.leave(leaveTo);
    }, SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [leaveTo]);

  useEffect(() => {
    if (signedInAlready && phase.kind === 'idle') signInWindow.leave(returnTo);
  }, [signedInAlready, phase.kind, returnTo]);

  const busy = phase.kind === 'signing-in' || phase.kind === 'signed-in' || codeSignedInTo !== null;

  return (
    <PageLayout title="Sign in with Google" eyebrow="Welcome">
      <div className="signup">
        <InAppBrowserWarning />
        <EmailLinkSignIn disabled={busy} onSignedIn={setCodeSignedInTo} />
        <p className="signup__text">
          Continue with your Google account to reach your dashboard. We only read your basic profile information: your
          name, e-mail address and profile picture.
        </p>
        <div className="signup__feedback">
          <p className="signup__status" role="status">
            {busy && (
              <>
                <span className="signup__spinner" aria-hidden="true" />
                {SIGNING_IN_TEXT}
              </>
            )}
          </p>
          <div role="alert">
            {phase.kind === 'failed' ? <p className="signup__error">{phase.message}</p> : otherWayError && <p className="signup__error">{otherWayError}</p>}
          </div>
        </div>
        <div className="signup__actions">
          <Button size="lg" loading={busy} onClick={start}>
            {!busy && <GoogleMark />}
            Continue with Google
          </Button>
          <Button size="lg" variant="secondary" disabled={busy} onClick={() => navigation.go(CLIENT_ROUTES.home)}>
            Back to Home
          </Button>
        </div>
        {renderOtherWays?.({
          disabled: busy,
          onFailed: setOtherWayError,
          onSignedIn: () => {
            clearReturnTo();
            signInWindow.leave(returnTo);
          },
        })}
        <EmailCodeSignIn returnTo={returnTo} disabled={busy} onSignedIn={setCodeSignedInTo} />
      </div>
    </PageLayout>
  );
}
