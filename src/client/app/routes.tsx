import { Navigate, type RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { fetchCurrentUser } from '../features/auth/auth.api';
import { CustomContentPage } from '../features/custom-orders/pages/custom-content-page';
import { CustomFailPage } from '../features/custom-orders/pages/custom-fail-page';
import { CustomSuccessPage } from '../features/custom-orders/pages/custom-success-page';
import { TipButton } from '../features/tips/components/tip-button';
import { HomePage } from '../features/content/pages/home-page';
import { CanceledPage } from '../features/subscription/pages/canceled-page';
import { lazyComponent } from '../lib/lazy-component';
import { DashboardRoute } from './dashboard-route';
import { SuccessRoute } from './success-route';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// The server sends these as prerendered pages with their own small entry; this app draws them only
// after a move inside it (a footer link, a sign-out), so their code waits until then.
const PrivacyPolicyPage = lazyComponent(() => import('../features/content/pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage));
const ContactPage = lazyComponent(() => import('../features/content/pages/contact-page').then((m) => m.ContactPage));
const SignInPage = lazyComponent(() => import('./pages/google-signup-page').then((m) => m.SignInPage));

/**
 * The dashboard is part of this entry, not a chunk loaded after it: every page of this entry but
 * a few payment landings is signed in, and the public pages have an entry of their own
 * (public-main.tsx). So the build links its scripts from the HTML and they download with the
 * rest, instead of one round trip after it (ADR 0031).
 *
 * The route table of SPEC §2; signed-in routes sit behind RequireAuth.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: CLIENT_ROUTES.home, element: <HomePage /> },
      { path: CLIENT_ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: CLIENT_ROUTES.contact, element: <ContactPage /> },
      { path: CLIENT_ROUTES.googleSignup, element: <SignInPage /> },
      {
        // One guard for every signed-in route, so the live channel stays open between them.
        element: <RequireAuth />,
        children: [
          {
            path: CLIENT_ROUTES.authHome,
            element: <DashboardRoute />,
          },
          { path: CLIENT_ROUTES.customContent, element: <CustomContentPage /> },
          { path: CLIENT_ROUTES.success, element: <SuccessRoute /> },
          { path: CLIENT_ROUTES.canceled, element: <CanceledPage /> },
        ],
      },
      // Not behind RequireAuth: /custom-success waits for the session itself (SPEC §4), /custom-fail needs none.
      { path: CLIENT_ROUTES.customSuccess, element: <CustomSuccessPage fetchUser={fetchCurrentUser} orderAction={(orderId) => <TipButton place="order" targetId={orderId} what="your order" />} /> },
      { path: CLIENT_ROUTES.customFail, element: <CustomFailPage /> },
      { path: '*', element: <Navigate to={CLIENT_ROUTES.home} replace /> },
    ],
  },
];
