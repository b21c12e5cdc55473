import { Link } from 'react-router';
import { PRO_BENEFITS, SUBSCRIPTION_MESSAGES, SUCCESS_MANUAL_RETURN_FROM_ATTEMPT, SUCCESS_POLL_ATTEMPTS } from '../../../../shared/features/subscription.schema.js';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { PageLayout } from '../../../components/page-layout';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCheckoutReturnIds } from '../../../lib/checkout-return';
import { SUBSCRIPTION_CHECKOUT_KEYS, useSubscriptionConfirmation, type ConfirmationOptions } from '../use-subscription-confirmation';
import './success-page.css';

export type SuccessPageProps = ConfirmationOptions;

const TITLES = {
  checking: 'Confirming your subscription',
  confirmed: 'Welcome to Pro!',
  pending: 'Almost there',
  unknown_checkout: 'Checkout not found',
  error: 'We hit a snag',
};

/**
 * SPEC §2 /success: waits for the server to confirm this member's checkout and Pro, then shows the benefits,
 * the "being updated" note, that the checkout is not theirs, or an error.
 */
export function SuccessPage(props: SuccessPageProps) {
  // Kept before polling: the stored user id is the last resort when no session comes back (SPEC §4).
  useCheckoutReturnIds(SUBSCRIPTION_CHECKOUT_KEYS);
  const confirmation = useSubscriptionConfirmation(props);
  const title = TITLES[confirmation.state];
  usePageTitle(title);
  const dashboardLink = (label: string) => (
    <Link to={CLIENT_ROUTES.authHome} className={buttonClassName({ size: 'lg' })}>
      {label}
    </Link>
  );

  const supportActions = (
    <div className="sub-success__actions">
      {dashboardLink('Return to Dashboard')}
      <Link to={CLIENT_ROUTES.contact} className={buttonClassName({ variant: 'secondary' })}>
        Contact support
      </Link>
    </div>
  );

  return (
    <PageLayout title={title} eyebrow="Pro membership">
      <div className="sub-success">
        {confirmation.state === 'checking' && (
          <>
            <p className="sub-success__status" role="status">
              <span className="sub-success__spinner" aria-hidden="true" />
              Checking your Pro status (attempt {confirmation.attempt} of {SUCCESS_POLL_ATTEMPTS})…
            </p>
            {confirmation.attempt >= SUCCESS_MANUAL_RETURN_FROM_ATTEMPT && (
              <Link to={CLIENT_ROUTES.authHome} className={buttonClassName({ variant: 'secondary' })}>
                Manually Return to Dashboard
              </Link>
            )}
          </>
        )}
        {confirmation.state === 'confirmed' && (
          <>
            <p className="sub-success__lead" role="status">
              Your payment went through and your Pro membership is active. Here is what is included:
            </p>
            <ul className="sub-success__benefits">
              {PRO_BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            {dashboardLink('Return to Dashboard')}
          </>
        )}
        {confirmation.state === 'pending' && (
          <>
            <p className="sub-success__lead" role="status">
              {SUBSCRIPTION_MESSAGES.beingUpdated}
            </p>
            {supportActions}
          </>
        )}
        {confirmation.state === 'unknown_checkout' && (
          <>
            <p className="sub-success__lead" role="status">
              {SUBSCRIPTION_MESSAGES.checkoutUnknown}
              {confirmation.isPro && ' Your Pro membership itself is active.'}
            </p>
            {supportActions}
          </>
        )}
        {confirmation.state === 'error' && (
          <>
            <p className="sub-success__error" role="alert">
              {confirmation.message}
            </p>
            {supportActions}
          </>
        )}
      </div>
    </PageLayout>
  );
}

