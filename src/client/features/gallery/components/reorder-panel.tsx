import { lazy, Suspense, useId, useState } from 'react';
import type { GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useFolderOf, useReorderImages, useSetCaption, useSetFolderCover } from '../gallery.api';
import type { OrderedImage } from './reorder-board';

/** Drag and drop (@dnd-kit) is loaded when the owner first reorders, not with every gallery. */
const ReorderBoard = lazy(() => import('./reorder-board').then((module) => ({ default: module.ReorderBoard })));

export interface ReorderPanelProps {
  collection: string;
  images: readonly GalleryImage[];
  onDone: () => void;
}

/**
 * Reorder mode, ended by 'Save Order' (or Cancel, which keeps the old order).
 * Captions and the folder cover are saved at once, apart from the order.
 */
export function ReorderPanel({ collection, images, onDone }: ReorderPanelProps) {
  const [items, setItems] = useState<OrderedImage[]>(() => images.map((image) => ({ image, displayOrder: image.displayOrder })));
  const reorder = useReorderImages(collection);
  const setCaption = useSetCaption(collection);
  const setCover = useSetFolderCover();
  const folder = useFolderOf(collection);
  const hintId = useId();
  const saveCaption = (image: GalleryImage, caption: string) =>
    setCaption.mutate(
      { imageId: image.id, caption },
      {
        onSuccess: () => {
          // The board keeps its own copies of the images: keep the saved caption there too.
          setItems((current) => current.map((item) => (item.image.id === image.id ? { ...item, image: { ...item.image, caption: caption || null } } : item)));
          notify.success(caption ? 'Caption saved.' : 'Caption removed: the file name shows again.');
        },
        onError: (error) => notify.error(new Error(`Failed to save the caption: ${errorMessage(error)}`)),
      },
    );
  const cover = folder && {
    imageId: folder.cover?.imageId ?? null,
    onPick: (image: GalleryImage) =>
      setCover.mutate(
        { folderId: folder.id, imageId: image.id },
        {
          onSuccess: () => notify.success(`${image.filename} is now the cover of ${folder.name}.`),
          onError: (error) => notify.error(new Error(`Failed to set the folder cover: ${errorMessage(error)}`)),
        },
      ),
  };
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
        Drag the pictures, or type a number for each: lower numbers come first. With a keyboard, press Space on a picture, move it with the arrow keys and press Space again. A caption is saved as soon as you leave its field; an empty one shows the file name.
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
        <ReorderBoard items={items} onChange={setItems} describedBy={hintId} onCaptionChange={saveCaption} cover={cover} />
      </Suspense>
    </div>
  );
}
