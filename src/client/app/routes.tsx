import { Navigate, type RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { ComingSoonPage } from '../components/coming-soon-page';
import { ContactPage } from '../features/content/pages/contact-page';
import { HomePage } from '../features/content/pages/home-page';
import { PrivacyPolicyPage } from '../features/content/pages/privacy-policy-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * The route table of SPEC §2. Pages marked "coming soon" are placeholders until
 * their feature lands; signed-in routes already sit behind RequireAuth.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: CLIENT_ROUTES.home, element: <HomePage /> },
      { path: CLIENT_ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: CLIENT_ROUTES.contact, element: <ContactPage /> },
      {
        path: CLIENT_ROUTES.googleSignup,
        element: (
          <ComingSoonPage
            title="Sign in with Google"
            description="Google sign-in is almost ready. Soon you will sign up or sign in here with one click, and we will only read your basic profile information."
            showInAppWarning
          />
        ),
      },
      {
        path: CLIENT_ROUTES.authHome,
        element: (
          <RequireAuth>
            <ComingSoonPage title="Your dashboard" description="Galleries, videos, the Pro chat and everything else you have access to will live here." />
          </RequireAuth>
        ),
      },
      {
        path: CLIENT_ROUTES.success,
        element: (
          <RequireAuth>
            <ComingSoonPage title="Subscription confirmation" description="After checkout you will land here while we confirm your Pro membership." />
          </RequireAuth>
        ),
      },
      {
        path: CLIENT_ROUTES.canceled,
        element: (
          <RequireAuth>
            <ComingSoonPage title="Subscription not completed" description="If you leave checkout before paying, this page will take you back to your dashboard." />
          </RequireAuth>
        ),
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
