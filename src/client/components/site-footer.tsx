import { CLIENT_ROUTES } from '../../shared/routes.js';
import { AppLink } from '../lib/navigation';
import { useSiteSettings } from '../lib/site-settings';
import './site-footer.css';

export function SiteFooter() {
  const { companyName, copyrightYear } = useSiteSettings();
  return (
    <footer className="site-footer">
      <nav className="site-footer__nav" aria-label="Footer">
        <AppLink to={CLIENT_ROUTES.privacyPolicy}>Privacy Policy</AppLink>
        <AppLink to={CLIENT_ROUTES.contact}>Contact</AppLink>
      </nav>
      <p className="site-footer__copyright">
        &copy; {copyrightYear} {companyName}. All rights reserved.
      </p>
    </footer>
  );
}
