import { lazy, Suspense, useId, useState } from 'react';
import type { GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useReorderImages } from '../gallery.api';
import type { OrderedImage } from './reorder-board';

/** Drag and drop (@dnd-kit) is loaded when the owner first reorders, not with every gallery. */
const ReorderBoard = lazy(() => import('./reorder-board').then((module) => ({ default: module.ReorderBoard })));

export interface ReorderPanelProps {
  collection: string;
  images: readonly GalleryImage[];
  onDone: () => void;
}

/** Reorder mode, ended by 'Save Order' (or Cancel, which keeps the old order). */
export function ReorderPanel({ collection, images, onDone }: ReorderPanelProps) {
  const [items, setItems] = useState<OrderedImage[]>(() => images.map((image) => ({ image, displayOrder: image.displayOrder })));
  const reorder = useReorderImages(collection);
  const hintId = useId();
  const save = () =>
    reorder.mutate(
      { items: items.map((item) => ({ id: item.image.id, displayOrder: item.displayOrder })) },
      {
        onSuccess: () => {
          notify.success('Order saved.');
          onDone();
        },
        onError: (error) => notify.error(new Error(`Failed to save the order: ${errorMessage(error)}`)),
      },
    );
  return (
    <div className="reorder-panel">
      <p className="reorder-panel__hint" id={hintId}>
        Drag the pictures, or type a number for each: lower numbers come first. With a keyboard, press Space on a picture, move it with the arrow keys and press Space again.
      </p>
      <div className="reorder-panel__actions">
        <Button onClick={save} loading={reorder.isPending}>
          Save Order
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <Suspense fallback={<p role="status">Loading the pictures to reorder…</p>}>
        <ReorderBoard items={items} onChange={setItems} describedBy={hintId} />
      </Suspense>
    </div>
  );
}
