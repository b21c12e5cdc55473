import { Link } from 'react-router';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { PageLayout } from '../../../components/page-layout';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCheckoutReturnIds } from '../../../lib/checkout-return';
import { CUSTOM_CHECKOUT_KEYS } from '../custom-orders.api';
import './custom-order-pages.css';

/** /custom-fail (SPEC §2): the checkout did not complete; the ids for support, and the ways on. */
export function CustomFailPage() {
  const ids = useCheckoutReturnIds(CUSTOM_CHECKOUT_KEYS);
  usePageTitle('Something went wrong');

  return (
    <PageLayout title="Something went wrong" eyebrow="Custom order">
      <div className="custom-order-page">
        <div className="custom-order-page__card">
          <p className="custom-order-page__lead">Your custom order was not completed.</p>
          <p>
            Don&apos;t worry: if your payment went through, your payment or content will still be processed. Keep these details if you contact
            support.
          </p>
          <dl className="custom-order-page__details">
            <div>
              <dt>Session ID</dt>
              <dd className="custom-order-page__mono">{ids.sessionId ?? 'Not available'}</dd>
            </div>
            <div>
              <dt>User ID</dt>
              <dd className="custom-order-page__mono">{ids.userId ?? 'Not available'}</dd>
            </div>
          </dl>
          <div className="custom-order-page__actions">
            <Link to={CLIENT_ROUTES.customContent} className={buttonClassName()}>
              Try Again
            </Link>
            <Link to={CLIENT_ROUTES.authHome} className={buttonClassName({ variant: 'secondary' })}>
              Return to Dashboard
            </Link>
            <Link to={CLIENT_ROUTES.contact} className={buttonClassName({ variant: 'ghost' })}>
              Contact Support
            </Link>
          </div>
        </div>
      </div>
    </PageLayout>
  );
}
