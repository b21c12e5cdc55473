import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { fetchCurrentUser } from '../features/auth/auth.api';
import { GoogleSignupPage } from '../features/auth/pages/google-signup-page';
import { CustomContentPage } from '../features/custom-orders/pages/custom-content-page';
import { CustomFailPage } from '../features/custom-orders/pages/custom-fail-page';
import { CustomSuccessPage } from '../features/custom-orders/pages/custom-success-page';
import { ContactPage } from '../features/content/pages/contact-page';
import { HomePage } from '../features/content/pages/home-page';
import { PrivacyPolicyPage } from '../features/content/pages/privacy-policy-page';
import { CanceledPage } from '../features/subscription/pages/canceled-page';
import { SuccessRoute } from './success-route';
import { AuthStatus, RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The dashboard holds most of the client (galleries, chat, editors): public pages load without it. */
const loadDashboard = () => import('./dashboard-route');
// Opened straight on the dashboard (a reload, a link, the way back from sign-in): its code loads
// alongside the session check instead of after it, so the first view paints one round trip sooner.
if (typeof window !== 'undefined' && window.location.pathname === CLIENT_ROUTES.authHome) void loadDashboard().catch(() => undefined);
const DashboardRoute = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardRoute })));

/** The route table of SPEC §2; signed-in routes sit behind RequireAuth. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: CLIENT_ROUTES.home, element: <HomePage /> },
      { path: CLIENT_ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: CLIENT_ROUTES.contact, element: <ContactPage /> },
      { path: CLIENT_ROUTES.googleSignup, element: <GoogleSignupPage /> },
      {
        // One guard for every signed-in route, so the live channel stays open between them.
        element: <RequireAuth />,
        children: [
          {
            path: CLIENT_ROUTES.authHome,
            element: (
              <Suspense fallback={<AuthStatus message="Loading your dashboard…" />}>
                <DashboardRoute />
              </Suspense>
            ),
          },
          { path: CLIENT_ROUTES.customContent, element: <CustomContentPage /> },
          { path: CLIENT_ROUTES.success, element: <SuccessRoute /> },
          { path: CLIENT_ROUTES.canceled, element: <CanceledPage /> },
        ],
      },
      // Not behind RequireAuth: /custom-success waits for the session itself (SPEC §4), /custom-fail needs none.
      { path: CLIENT_ROUTES.customSuccess, element: <CustomSuccessPage fetchUser={fetchCurrentUser} /> },
      { path: CLIENT_ROUTES.customFail, element: <CustomFailPage /> },
      { path: '*', element: <Navigate to={CLIENT_ROUTES.home} replace /> },
    ],
  },
];
