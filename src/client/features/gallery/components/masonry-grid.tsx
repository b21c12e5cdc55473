import type { ReactNode } from 'react';
import type { GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { distribute, useColumnCount } from '../use-column-count';

export interface MasonryGridProps {
  images: readonly GalleryImage[];
  label: string;
  /** `firstRow`: the image tops its column, so it is in view when the grid opens. */
  renderItem: (image: GalleryImage, index: number, firstRow: boolean) => ReactNode;
}

/** SPEC §2 masonry grid; items keep reading order within each column for screen readers via the list index. */
export function MasonryGrid({ images, label, renderItem }: MasonryGridProps) {
  const columns = useColumnCount();
  const indexOf = new Map(images.map((image, index) => [image.id, index]));
  const dealt = distribute(images, columns, (image) => image.thumb.height / image.thumb.width);
  return (
    <div className="masonry" data-columns={columns} role="list" aria-label={label}>
      {dealt.map((column, c) => (
        <div className="masonry__column" key={c}>
          {column.map((image, row) => (
            <div role="listitem" className="masonry__item" key={image.id}>
              {renderItem(image, indexOf.get(image.id) ?? 0, row === 0)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
