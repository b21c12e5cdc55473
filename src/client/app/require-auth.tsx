import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { Button } from '../components/ui/button';
import { errorMessage } from '../lib/api-client';
import { useCurrentUser } from '../features/auth/auth.api';
import { clearReturnTo, rememberReturnTo } from '../features/auth/return-to';
import { LiveUserSync } from './live-user-sync';
import './require-auth.css';

/**
 * Guard for the signed-in routes of SPEC §6 (dashboard, success, canceled).
 * While /api/me loads it shows a loading state; a signed-out visitor goes to "/"
 * with the origin remembered (navigation state `from`, and sessionStorage so it
 * survives the popup or redirect sign-in). Signed-in users get the live channel.
 * Without children it renders the matched child route (a layout route).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const { data: user, isPending, isError, error, refetch, isFetching } = useCurrentUser();
  const origin = `${location.pathname}${location.search}${location.hash}`;
  const signedOut = !isPending && !isError && user === null;

  useEffect(() => {
    if (signedOut) rememberReturnTo(origin);
    // Arrived: whatever was remembered has served its purpose.
    else if (user) clearReturnTo();
  }, [signedOut, user, origin]);

  if (isPending) return <AuthStatus message="Loading your account…" />;
  if (isError) {
    return (
      <AuthStatus message={errorMessage(error, 'Could not check your sign-in.')} alert>
        <Button loading={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </AuthStatus>
    );
  }
  if (!user) return <Navigate to={CLIENT_ROUTES.home} replace state={{ from: origin }} />;
  return (
    <>
      <LiveUserSync userId={user.id} />
      {children ?? <Outlet />}
    </>
  );
}

export function AuthStatus({ message, alert = false, children }: { message: string; alert?: boolean; children?: ReactNode }) {
  return (
    <main id="main" className="auth-status" tabIndex={-1} aria-busy={!alert}>
      <h1 className="visually-hidden">{alert ? 'Something went wrong' : 'Loading'}</h1>
      {!alert && <span className="auth-status__spinner" aria-hidden="true" />}
      <p role={alert ? 'alert' : 'status'} className="auth-status__text">
        {message}
      </p>
      {children}
    </main>
  );
}
