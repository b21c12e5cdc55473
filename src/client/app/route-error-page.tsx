import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { PageLayout } from '../components/page-layout';
import { Button, buttonClassName } from '../components/ui/button';
import './route-error-page.css';

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <PageLayout title="Something went wrong" lead="This page could not be shown. Reloading usually helps.">
      <div className="route-error">
        {detail && <p className="route-error__text">{detail}</p>}
        <div className="page-actions">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Link to={CLIENT_ROUTES.home} className={buttonClassName({ variant: 'secondary' })}>
            Back to Home
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
