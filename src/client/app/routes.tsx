import { Navigate, type RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { ComingSoonPage } from '../components/coming-soon-page';
import { GoogleSignupPage } from '../features/auth/pages/google-signup-page';
import { ContactPage } from '../features/content/pages/contact-page';
import { HomePage } from '../features/content/pages/home-page';
import { PrivacyPolicyPage } from '../features/content/pages/privacy-policy-page';
import { CanceledPage } from '../features/subscription/pages/canceled-page';
import { DashboardRoute } from './dashboard-route';
import { SuccessRoute } from './success-route';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * The route table of SPEC §2. Pages marked "coming soon" are placeholders until
 * their feature lands; signed-in routes sit behind RequireAuth.
 */
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
          { path: CLIENT_ROUTES.authHome, element: <DashboardRoute /> },
          { path: CLIENT_ROUTES.success, element: <SuccessRoute /> },
          { path: CLIENT_ROUTES.canceled, element: <CanceledPage /> },
        ],
      },
      {
        path: CLIENT_ROUTES.customSuccess,
        element: <ComingSoonPage title="Custom order confirmed" description="Your custom order details and next steps will be shown here after payment." />,
      },
      {
        path: CLIENT_ROUTES.customFail,
        element: <ComingSoonPage title="Custom order not completed" description="If a custom order payment does not go through, you will be able to try again from here." />,
      },
      {
        path: CLIENT_ROUTES.customContent,
        element: <ComingSoonPage title="Custom content" description="Custom content requests are on their way." />,
      },
      { path: '*', element: <Navigate to={CLIENT_ROUTES.home} replace /> },
    ],
  },
];
