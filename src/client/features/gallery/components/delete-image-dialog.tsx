import { GALLERY_MESSAGES, type GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toast';
import { useDeleteImage } from '../gallery.api';

export interface DeleteImageDialogProps {
  collection: string;
  image: GalleryImage | null;
  onClose: () => void;
}

/** Deleting removes the image, every file of it and its likes; it cannot be undone, so it asks first. */
export function DeleteImageDialog({ collection, image, onClose }: DeleteImageDialogProps) {
  const remove = useDeleteImage(collection);
  const confirm = () => {
    if (!image) return;
    remove.mutate(image.id, {
      onSuccess: () => {
        notify.success('Image deleted.');
        onClose();
      },
      onError: (error) => notify.error(new Error(`${GALLERY_MESSAGES.deleteFailedPrefix}${errorMessage(error)}`)),
    });
  };
  return (
    <Modal
      open={image !== null}
      onClose={onClose}
      title="Delete image?"
      description={image ? `"${image.filename}" and its likes will be removed for good.` : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </>
      }
    />
  );
}
