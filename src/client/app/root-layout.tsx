import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { SkipLink } from '../components/skip-link';
import { NavigationContext, type Navigation } from '../lib/navigation';

/** Inside the router, links and Back move in place instead of loading a page. */
function useRouterNavigation(): Navigation {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // React Router gives the first entry of a session the key "default": nothing to go back to.
  return useMemo(
    () => ({
      pathname,
      go: (to: string) => void navigate(to),
      back: () => void (key !== 'default' ? navigate(-1) : navigate(CLIENT_ROUTES.home)),
    }),
    [navigate, pathname, key],
  );
}

/** Wraps every page: a skip link to each page's <main id="main"> and scroll restoration. */
export function RootLayout() {
  return (
    <NavigationContext value={useRouterNavigation()}>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </NavigationContext>
  );
}
