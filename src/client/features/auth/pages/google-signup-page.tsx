import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { GoogleMark } from '../../../components/google-mark';
import { InAppBrowserWarning } from '../../../components/in-app-browser-warning';
import { PageLayout } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { currentUserQuery, useCurrentUser } from '../auth.api';
import { clearReturnTo, fromOfState, readReturnTo } from '../return-to';
import { usePopupSignIn } from '../use-popup-sign-in';
import './google-signup-page.css';

/** SPEC §9: after signing in, the page waits 2 seconds before moving on. */
export const SIGN_IN_REDIRECT_DELAY_MS = 2000;
export const SIGNING_IN_TEXT = 'Signing in and preparing your experience...';

/** /google-signup (SPEC §2): sign up or in with Google, in a popup or, when blocked, in this tab. */
export function GoogleSignupPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  // The protected page the visitor first asked for (remembered by the guard), else the dashboard.
  const [returnTo] = useState(() => readReturnTo(fromOfState(location.state)));

  const { phase, start } = usePopupSignIn({
    returnTo,
    initialError: searchParams.get('error') ?? undefined,
    confirmSignedIn: async () => (await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 })) !== null,
  });

  useEffect(() => {
    if (phase.kind !== 'signed-in') return;
    const timer = setTimeout(() => {
      clearReturnTo();
      void navigate(returnTo, { replace: true });
    }, SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, navigate, returnTo]);

  // Already signed in (e.g. a second visit): nothing to do here.
  if (user && phase.kind === 'idle') return <Navigate to={returnTo} replace />;

  const busy = phase.kind === 'signing-in' || phase.kind === 'signed-in';

  return (
    <PageLayout title="Sign in with Google" eyebrow="Welcome">
      <div className="signup">
        <InAppBrowserWarning />
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
          <div role="alert">{phase.kind === 'failed' && <p className="signup__error">{phase.message}</p>}</div>
        </div>
        <div className="signup__actions">
          <Button size="lg" loading={busy} onClick={start}>
            {!busy && <GoogleMark />}
            Continue with Google
          </Button>
          <Button size="lg" variant="secondary" disabled={busy} onClick={() => void navigate(CLIENT_ROUTES.home)}>
            Back to Home
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
