import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { GoogleMark } from '../../../components/google-mark';
import { InAppBrowserWarning } from '../../../components/in-app-browser-warning';
import { SiteFooter } from '../../../components/site-footer';
import { buttonClassName } from '../../../components/ui/button';
import { AppLink } from '../../../lib/navigation';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import './home-page.css';

/** The landing page (SPEC §2 Home). */
export function HomePage() {
  const { siteTitle } = useSiteSettings();
  usePageTitle();

  return (
    <div className="home">
      <main id="main" className="home__main" tabIndex={-1}>
        <section className="hero" aria-labelledby="home-title">
          <div className="hero__glow" aria-hidden="true" />
          <p className="hero__welcome">Welcome to</p>
          <h1 id="home-title" className="hero__title">
            {siteTitle}
          </h1>
          <div className="hero__divider" aria-hidden="true">
            <span>Art</span>
            <span className="hero__dot" />
            <span>Tech</span>
          </div>
          <InAppBrowserWarning />
          <p className="hero__description">
            Get access to exclusive art and tech content by signing in with your Google account. We only read your basic
            profile information: your name, e-mail address and profile picture.
          </p>
          {/* Links drawn as buttons: they lead to other pages and work before (and without) any script. */}
          <div className="hero__actions">
            <AppLink to={CLIENT_ROUTES.googleSignup} className={buttonClassName({ size: 'lg' })}>
              <GoogleMark />
              Sign In/Up with Google
            </AppLink>
            <AppLink to={CLIENT_ROUTES.privacyPolicy} className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
              Privacy Policy
            </AppLink>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
