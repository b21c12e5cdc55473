import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CANCELED_REDIRECT_MS } from '../../../../shared/features/subscription.schema.js';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { PageLayout } from '../../../components/page-layout';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import './success-page.css';

/** SPEC §2 /canceled: the subscription was not completed; back to the dashboard after 5 seconds, or now. */
export function CanceledPage({ redirectMs = CANCELED_REDIRECT_MS }: { redirectMs?: number }) {
  usePageTitle('Subscription not completed');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(redirectMs / 1000));

  useEffect(() => {
    const redirect = setTimeout(() => void navigate(CLIENT_ROUTES.authHome, { replace: true }), redirectMs);
    const tick = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate, redirectMs]);

  return (
    <PageLayout title="Subscription not completed" eyebrow="Pro membership">
      <div className="sub-success">
        <p className="sub-success__lead">Your subscription was not completed and you have not been charged. You can subscribe again at any time.</p>
        <p className="sub-success__status" role="timer">
          Returning to your dashboard in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
        </p>
        <Link to={CLIENT_ROUTES.authHome} replace className={buttonClassName({ size: 'lg' })}>
          Go to Dashboard now
        </Link>
      </div>
    </PageLayout>
  );
}
