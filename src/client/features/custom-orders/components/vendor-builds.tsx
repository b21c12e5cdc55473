import { useState } from 'react';
import { CUSTOM_ORDER_MESSAGES, type CustomRequest } from '../../../../shared/features/custom-orders.schema.js';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useFulfilRequest, usePendingRequests } from '../custom-orders.api';
import { formatDate } from './order-status';
import './custom-build.css';
import { LoadMore, shownCount } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { PastOrders } from './past-orders';
import { RefundOrder } from './refund-order';

/** SPEC §8: the missing buyer has its own message; anything else is prefixed. */
export function fulfilmentFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === 'user_id_missing') return CUSTOM_ORDER_MESSAGES.userIdMissing;
  return `${CUSTOM_ORDER_MESSAGES.fulfillFailedPrefix}${errorMessage(error)}`;
}

function PendingRequest({ request }: { request: CustomRequest }) {
  const fulfil = useFulfilRequest();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = fulfil.isPending;

  const submit = () => {
    if (!file) {
      setError('Please choose an image to upload.');
      return;
    }
    setError(null);
    // The promise, not mutate's callbacks: the delivered request leaves the list (this item unmounts)
    // as soon as the lists refetch, and callbacks of an unmounted mutation never run.
    fulfil.mutateAsync({ requestId: request.id, image: file }).then(
      () => notify.success(CUSTOM_ORDER_MESSAGES.fulfilled),
      // SPEC §8's message, once, beside the upload it is about (no toast on top of it).
      (failure: unknown) => setError(fulfilmentFailure(failure)),
    );
  };

  return (
    <li className="custom-build__order" aria-label={`Request #${request.requestNumber}`}>
      <div className="custom-build__order-head">
        <h3 className="custom-build__order-title">Request #{request.requestNumber}</h3>
        <span className="custom-build__status custom-build__status--paid">Pending Fulfillment</span>
      </div>
      <dl className="custom-build__facts">
        <div>
          <dt>Buyer</dt>
          <dd>{request.userEmail}</dd>
        </div>
        <div>
          <dt>Top</dt>
          <dd>{request.topOutfitLabel}</dd>
        </div>
        <div>
          <dt>Bottom</dt>
          <dd>{request.outfitLabel}</dd>
        </div>
        <div>
          <dt>Pose</dt>
          <dd>{request.poseLabel}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatDate(request.paidAt)}</dd>
        </div>
      </dl>
      {request.customDetails && <p className="custom-build__notes">“{request.customDetails}”</p>}
      <div className="custom-build__upload">
        <FilePicker
          label={`Image for request #${request.requestNumber}`}
          buttonLabel="Choose an image"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="custom-build__file"
          disabled={uploading}
          chosen={file ? [file.name] : []}
          hint="JPEG, PNG, WebP, AVIF or GIF."
          onFiles={([chosen]) => setFile(chosen ?? null)}
        />
        <Button onClick={submit} disabled={uploading}>
          {uploading ? 'Uploading...' : 'Fulfill Request'}
        </Button>
        <RefundOrder request={request} />
      </div>
      {error && (
        <p className="custom-build__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The admin's Vendor Builds: paid, unfulfilled requests, newest first, each with its fulfilment upload and refund; then past orders; live. */
export function VendorBuilds() {
  return (
    <>
      <PendingRequests />
      <PastOrders />
    </>
  );
}

function PendingRequests() {
  const pending = usePendingRequests();
  return (
    <QueryStatus
      query={pending}
      className="custom-build__notice"
      loading="Loading pending requests…"
      failed={(error) => errorMessage(error, 'Pending requests could not be loaded.')}
    >
      {(requests) =>
        requests.length === 0 ? (
          <p className="custom-build__notice">{CUSTOM_ORDER_MESSAGES.noPending}</p>
        ) : (
          <>
            <ul className="custom-build__orders" aria-label="Pending requests">
              {requests.map((request) => (
                <PendingRequest key={request.id} request={request} />
              ))}
            </ul>
            <LoadMore query={pending} label="Load older requests" shown={shownCount(requests.length, 'pending request')} />
          </>
        )
      }
    </QueryStatus>
  );
}
