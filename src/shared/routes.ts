/**
 * The client route table of SPEC §2. The server uses it to decide which paths
 * get the app shell on a hard refresh; every other page path redirects to "/".
 */
export const CLIENT_ROUTES = {
  home: '/',
  googleSignup: '/google-signup',
  authHome: '/auth-home',
  success: '/success',
  canceled: '/canceled',
  privacyPolicy: '/privacy-policy',
  contact: '/contact',
  customSuccess: '/custom-success',
  customFail: '/custom-fail',
  customContent: '/custom-content',
} as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[keyof typeof CLIENT_ROUTES];

const routeSet: ReadonlySet<string> = new Set(Object.values(CLIENT_ROUTES));

/**
 * Routes that need a signed-in user: SPEC §6's dashboard, success and canceled
 * pages, and /custom-content, which opens the dashboard's request portal.
 */
export const PROTECTED_ROUTES: readonly ClientRoute[] = [
  CLIENT_ROUTES.authHome,
  CLIENT_ROUTES.success,
  CLIENT_ROUTES.canceled,
  CLIENT_ROUTES.customContent,
];

export function isClientRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeSet.has(trimmed);
}
