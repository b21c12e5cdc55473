import { NavLink } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { useSiteSettings } from '../lib/site';
import './site-footer.css';

export function SiteFooter() {
  const { companyName, copyrightYear } = useSiteSettings();
  return (
    <footer className="site-footer">
      <nav className="site-footer__nav" aria-label="Footer">
        <NavLink to={CLIENT_ROUTES.privacyPolicy}>Privacy Policy</NavLink>
        <NavLink to={CLIENT_ROUTES.contact}>Contact</NavLink>
      </nav>
      <p className="site-footer__copyright">
        &copy; {copyrightYear} {companyName}. All rights reserved.
      </p>
    </footer>
  );
}
