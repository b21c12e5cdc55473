import { LoadMore, shownCount } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { usePastRequests } from '../custom-orders.api';
import { formatDate } from './order-status';
import { RefundOrder, refundLabel } from './refund-order';

/** Vendor Builds' delivered and refunded orders: a delivered order can still be refunded here. */
export function PastOrders() {
  const past = usePastRequests();
  return (
    <section className="custom-build__past" aria-labelledby="past-orders">
      <h2 id="past-orders" className="custom-build__section-title">
        Delivered and refunded
      </h2>
      <QueryStatus
        query={past}
        className="custom-build__notice"
        loading="Loading past orders…"
        failed={(error) => errorMessage(error, 'Past orders could not be loaded.')}
      >
        {(requests) =>
          requests.length === 0 ? (
            <p className="custom-build__notice">No delivered or refunded orders yet.</p>
          ) : (
            <>
              <ul className="custom-build__orders" aria-label="Delivered and refunded orders">
                {requests.map((request) => (
                  <li key={request.id} className="custom-build__order" aria-label={`Request #${request.requestNumber}`}>
                    <div className="custom-build__order-head">
                      <h3 className="custom-build__order-title">Request #{request.requestNumber}</h3>
                      <span className={`custom-build__status custom-build__status--${request.refundedAt ? 'refunded' : 'fulfilled'}`}>
                        {refundLabel(request) ?? 'Delivered'}
                      </span>
                    </div>
                    <p className="custom-build__muted">
                      {request.userEmail} · {request.status === 'fulfilled' ? `delivered ${formatDate(request.fulfilledAt)}` : `paid ${formatDate(request.paidAt)}`}
                    </p>
                    <RefundOrder request={request} />
                  </li>
                ))}
              </ul>
              <LoadMore query={past} label="Load older orders" shown={shownCount(requests.length, 'past order')} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}
