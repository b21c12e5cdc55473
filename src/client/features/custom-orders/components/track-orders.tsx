import { CUSTOM_ORDER_MESSAGES, type CustomRequest } from '../../../../shared/features/custom-orders.schema.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useMyRequests } from '../custom-orders.api';
import { formatDate, StatusBadge, USER_STATUS } from './order-status';
import { QueryStatus } from '../../../components/ui/query-status';
import { refundLabel } from './refund-order';

export interface TrackOrdersProps {
  onOpenPurchased: () => void;
  onOpenRequest: () => void;
}

/** Track Orders: the user's paid and fulfilled requests, newest first; statuses change live. */
export function TrackOrders(props: TrackOrdersProps) {
  return (
    <QueryStatus
      query={useMyRequests()}
      className="custom-build__notice"
      loading="Loading your orders…"
      failed={(error) => errorMessage(error, 'Your orders could not be loaded.')}
    >
      {(requests) => <OrderList requests={requests} {...props} />}
    </QueryStatus>
  );
}

function OrderList({ requests, onOpenPurchased, onOpenRequest }: TrackOrdersProps & { requests: CustomRequest[] }) {
  if (requests.length === 0) {
    return (
      <div className="custom-build__notice">
        <p>{CUSTOM_ORDER_MESSAGES.noOrders}</p>
        <Button variant="secondary" onClick={onOpenRequest}>
          Make a request
        </Button>
      </div>
    );
  }
  return (
    <ul className="custom-build__orders" aria-label="Your custom orders">
      {requests.map((request) => (
        <li key={request.id} className="custom-build__order">
          <div className="custom-build__order-head">
            <h3 className="custom-build__order-title">Request #{request.requestNumber}</h3>
            {request.refundedAt ? (
              <span className="custom-build__status custom-build__status--refunded">{refundLabel(request)}</span>
            ) : (
              <StatusBadge status={request.status} />
            )}
          </div>
          <p className="custom-build__order-choices">
            {request.topOutfitLabel} · {request.outfitLabel} · {request.poseLabel}
          </p>
          {request.refundedAt && <p className="custom-build__muted">Refunded on {formatDate(request.refundedAt)}; it reaches your card within a few days.</p>}
          {/* A refunded order that was never delivered is no longer pending. */}
          {!(request.refundedAt && request.status === 'paid') && (
            <p className="custom-build__muted">
              {USER_STATUS[request.status].detail}
              {request.status === 'fulfilled' ? ` on ${formatDate(request.fulfilledAt)}` : ` since ${formatDate(request.paidAt ?? request.createdAt)}`}
            </p>
          )}
          {request.status === 'fulfilled' && (
            <Button variant="ghost" onClick={onOpenPurchased}>
              View in Purchased Content
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
