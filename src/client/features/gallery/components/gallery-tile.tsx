import { memo } from 'react';
import type { GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { Button } from '../../../components/ui/button';
import { GalleryPhoto, type DownloadMethod } from './gallery-photo';
import { LikeButton } from './like-button';

export interface GalleryTileProps {
  image: GalleryImage;
  /** In the first row: its picture is fetched at once. */
  priority: boolean;
  withLikes: boolean;
  canDelete: boolean;
  galleryTitle: string;
  onOpen: (imageId: string) => void;
  onToggleLike: (imageId: string) => void;
  onDelete: (image: GalleryImage) => void;
  onDownloadAttempt?: (image: GalleryImage, method: DownloadMethod, galleryTitle: string) => void;
}

/**
 * One photo of the grid with its like and delete buttons. Memoised, with callbacks that take the
 * image: a page added while scrolling renders its own tiles only, not the hundreds already there.
 */
export const GalleryTile = memo(function GalleryTile({ image, priority, withLikes, canDelete, galleryTitle, onOpen, onToggleLike, onDelete, onDownloadAttempt }: GalleryTileProps) {
  return (
    <figure className="gallery-tile">
      <GalleryPhoto
        image={image}
        priority={priority}
        onOpen={() => onOpen(image.id)}
        onDownloadAttempt={(img, method) => onDownloadAttempt?.(img, method, galleryTitle)}
      />
      {(withLikes || canDelete) && (
        <figcaption className="gallery-tile__bar">
          {withLikes && <LikeButton image={image} onToggle={() => onToggleLike(image.id)} />}
          {canDelete && (
            <Button variant="ghost" className="gallery-tile__delete" aria-label={`Delete ${image.filename}`} onClick={() => onDelete(image)}>
              Delete
            </Button>
          )}
        </figcaption>
      )}
    </figure>
  );
});
