import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import {
  CONFIRMED_SCREEN_DELIVERY,
  CUSTOM_ORDER_MESSAGES,
  CUSTOM_SUCCESS_POLL_ATTEMPTS,
  CUSTOM_SUCCESS_POLL_INTERVAL_MS,
  ORDER_ID_DISPLAY_LENGTH,
  type Confirmation,
} from '../../../../shared/features/custom-orders.schema.js';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { PageLayout } from '../../../components/page-layout';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCheckoutReturnIds } from '../../../lib/checkout-return';
import { CUSTOM_CHECKOUT_KEYS, fetchConfirmation, storeTab } from '../custom-orders.api';
import './custom-order-pages.css';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; order: Confirmation };

export interface CustomSuccessPageProps {
  /** The signed-in user, or null; given by the app (features do not import each other). */
  fetchUser: () => Promise<CurrentUser | null>;
  pollIntervalMs?: number;
  /** An action on the confirmed order (the app passes the tips feature's Tip). */
  orderAction?: (orderId: string) => ReactNode;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SPEC §4: waits for auth up to 5 times, 1 second apart. */
async function waitForUser(fetchUser: () => Promise<CurrentUser | null>, intervalMs: number, cancelled: () => boolean): Promise<CurrentUser | null> {
  for (let attempt = 1; attempt <= CUSTOM_SUCCESS_POLL_ATTEMPTS && !cancelled(); attempt += 1) {
    const user = await fetchUser().catch(() => null);
    if (user) return user;
    if (attempt < CUSTOM_SUCCESS_POLL_ATTEMPTS) await pause(intervalMs);
  }
  return null;
}

async function loadOrder(props: Required<Omit<CustomSuccessPageProps, 'orderAction'>>, sessionId: string | null, cancelled: () => boolean): Promise<State> {
  const user = await waitForUser(props.fetchUser, props.pollIntervalMs, cancelled);
  // SPEC §8: a user who cannot be found is the generic error.
  if (!user) return { kind: 'error', message: CUSTOM_ORDER_MESSAGES.orderLookupFailed };
  if (!sessionId) return { kind: 'error', message: CUSTOM_ORDER_MESSAGES.orderNotFound };
  try {
    return { kind: 'ready', order: await fetchConfirmation(sessionId) };
  } catch (error) {
    const notFound = error instanceof ApiRequestError && error.status === 404;
    return { kind: 'error', message: notFound ? CUSTOM_ORDER_MESSAGES.orderNotFound : CUSTOM_ORDER_MESSAGES.orderLookupFailed };
  }
}

function OrderDetails({ order }: { order: Confirmation }) {
  const paid = order.status !== 'pending_payment';
  return (
    <dl className="custom-order-page__details">
      <div>
        <dt>Request Number</dt>
        <dd>#{order.requestNumber}</dd>
      </div>
      <div>
        <dt>Top</dt>
        <dd>{order.topOutfitLabel}</dd>
      </div>
      <div>
        <dt>Bottom</dt>
        <dd>{order.outfitLabel}</dd>
      </div>
      <div>
        <dt>Pose</dt>
        <dd>{order.poseLabel}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd className={paid ? 'custom-order-page__paid' : undefined}>{paid ? 'Paid' : 'Payment processing'}</dd>
      </div>
      <div>
        <dt>Order ID</dt>
        <dd className="custom-order-page__mono">{order.orderId.slice(0, ORDER_ID_DISPLAY_LENGTH)}</dd>
      </div>
    </dl>
  );
}

/** /custom-success (SPEC §2): the paid order's details and what happens next. */
export function CustomSuccessPage({ fetchUser, pollIntervalMs = CUSTOM_SUCCESS_POLL_INTERVAL_MS, orderAction }: CustomSuccessPageProps) {
  const navigate = useNavigate();
  const { sessionId } = useCheckoutReturnIds(CUSTOM_CHECKOUT_KEYS);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const title = state.kind === 'ready' ? 'Order Confirmed!' : state.kind === 'error' ? 'Order details unavailable' : 'Confirming your order';
  usePageTitle(title);

  useEffect(() => {
    let cancelled = false;
    void loadOrder({ fetchUser, pollIntervalMs }, sessionId, () => cancelled).then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [fetchUser, pollIntervalMs, sessionId]);

  const openTracking = () => {
    storeTab('tracking');
    void navigate(CLIENT_ROUTES.authHome, { state: { component: 'custom_build', tab: 'tracking' } });
  };

  return (
    <PageLayout title={title} eyebrow="Custom order">
      <div className="custom-order-page">
        {state.kind === 'loading' && (
          <p className="custom-order-page__status" role="status">
            <span className="custom-order-page__spinner" aria-hidden="true" /> Retrieving your order details…
          </p>
        )}
        {state.kind === 'error' && (
          <div className="custom-order-page__card">
            <p className="custom-order-page__error" role="alert">
              {state.message}
            </p>
            <div className="custom-order-page__actions">
              <a href={CLIENT_ROUTES.contact} className={buttonClassName({ variant: 'secondary' })}>
                Contact Support
              </a>
              <a href={CLIENT_ROUTES.authHome} className={buttonClassName({ variant: 'ghost' })}>
                Return to Dashboard
              </a>
            </div>
          </div>
        )}
        {state.kind === 'ready' && (
          <>
            <div className="custom-order-page__card">
              <p className="custom-order-page__lead">Thank you! Your custom content request has been received.</p>
              <OrderDetails order={state.order} />
            </div>
            <section className="custom-order-page__card" aria-labelledby="next-steps">
              <h2 id="next-steps" className="custom-order-page__subtitle">
                Next steps
              </h2>
              <ul className="custom-order-page__steps">
                <li>Your custom content will be created {CONFIRMED_SCREEN_DELIVERY}.</li>
                <li>When it is ready, it appears in the Purchased Content folder in Custom Builds, and we e-mail you.</li>
              </ul>
              <div className="custom-order-page__actions">
                <Button onClick={openTracking}>View My Orders</Button>
                {orderAction?.(state.order.orderId)}
              </div>
            </section>
          </>
        )}
      </div>
    </PageLayout>
  );
}
