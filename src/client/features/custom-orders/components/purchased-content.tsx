import { CUSTOM_ORDER_MESSAGES, type PurchasedItem } from '../../../../shared/features/custom-orders.schema.js';
import { LoadMore, shownCount } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { useMediaErrorRefresh } from '../../../lib/media-urls';
import { customOrderKeys, usePurchased } from '../custom-orders.api';
import { formatDate } from './order-status';

/** Purchased Content: the delivered images, viewable only while Pro (SPEC §2), newest first. */
export function PurchasedContent() {
  const purchased = usePurchased();
  return (
    <div className="custom-build__purchased">
      <p className="custom-build__warning" role="note">
        {CUSTOM_ORDER_MESSAGES.proOnly}
      </p>
      <QueryStatus
        query={purchased}
        className="custom-build__notice"
        loading="Loading your purchased content…"
        failed={(error) => errorMessage(error, 'Your purchased content could not be loaded.')}
      >
        {(items) =>
          items.length === 0 ? (
            <p className="custom-build__notice">{CUSTOM_ORDER_MESSAGES.noPurchased}</p>
          ) : (
            <>
              <PurchasedList items={items} />
              <LoadMore query={purchased} label="Load more images" shown={shownCount(items.length, 'image')} />
            </>
          )
        }
      </QueryStatus>
    </div>
  );
}

function PurchasedList({ items }: { items: PurchasedItem[] }) {
  const refreshUrls = useMediaErrorRefresh(customOrderKeys.purchased);
  return (
    <ul className="custom-build__grid" aria-label="Purchased images">
      {items.map((item) => {
        const description = `Custom build #${item.requestNumber}: ${item.topOutfitLabel}, ${item.bottomOutfit}, ${item.pose}`;
        return (
          <li key={item.id} className="custom-build__item">
            <a href={item.imageUrl} target="_blank" rel="noreferrer" className="custom-build__image-link" aria-label={`Open ${description} full size`}>
              <img src={item.thumbUrl} alt={description} loading="lazy" className="custom-build__image" onError={refreshUrls} />
            </a>
            <div className="custom-build__item-text">
              <p className="custom-build__order-title">Request #{item.requestNumber}</p>
              <p className="custom-build__muted">
                {item.topOutfitLabel} · {item.bottomOutfit} · {item.pose}
              </p>
              <p className="custom-build__muted">Delivered {formatDate(item.fulfilledAt)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
