import { Link } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { usePageTitle } from '../lib/use-page-title';
import { InAppBrowserWarning } from './in-app-browser-warning';
import { PageLayout } from './page-layout';
import { buttonClassName } from './ui/button';
import './coming-soon-page.css';

export interface ComingSoonPageProps {
  title: string;
  description: string;
  /** For pages on the way to sign-in, where in-app browsers cause trouble. */
  showInAppWarning?: boolean;
}

/** A tidy stand-in for a route whose real page arrives in a later release. */
export function ComingSoonPage({ title, description, showInAppWarning = false }: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <PageLayout title={title} eyebrow="Coming soon">
      <div className="coming-soon">
        {showInAppWarning && <InAppBrowserWarning />}
        <p className="coming-soon__text">{description}</p>
        <Link to={CLIENT_ROUTES.home} className={buttonClassName({ variant: 'secondary' })}>
          Back to Home
        </Link>
      </div>
    </PageLayout>
  );
}
