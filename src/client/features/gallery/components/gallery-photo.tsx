import { useMemo, useRef, type PointerEvent } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import { LONG_PRESS_MS } from '../../../../shared/features/downloads.schema.js';
import type { GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { GRID_SIZES, gridSrcSet, PHONE_GRID_MEDIA } from '../../../../shared/grid-picture-sizes.js';
import { useMediaErrorRefresh } from '../../../lib/media-urls';
import { galleryKeys } from '../gallery.api';

export type DownloadMethod = 'long_press' | 'context_menu' | 'drag_start';


/** The ThumbHash as a data URL, drawn under a picture until it loads. */
export function placeholderUrl(hash: string): string | undefined {
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export interface GalleryPhotoProps {
  image: GalleryImage;
  /** Opens the lightbox. */
  onOpen: () => void;
  /** A save attempt: long press, context menu or drag (SPEC §4). */
  onDownloadAttempt?: (image: GalleryImage, method: DownloadMethod) => void;
  /** In the first row: fetched at once and first, as it is what the page shows on opening. */
  priority?: boolean;
}

/**
 * One grid photo: its box keeps the image's ratio and shows the ThumbHash
 * until the lazy thumbnail arrives, so nothing shifts while loading.
 */
export function GalleryPhoto({ image, onOpen, onDownloadAttempt, priority = false }: GalleryPhotoProps) {
  const timer = useRef<number | undefined>(undefined);
  // A long press that was reported should not also open the lightbox on release.
  const pressed = useRef(false);
  const placeholder = useMemo(() => placeholderUrl(image.placeholder), [image.placeholder]);
  // A thumbnail whose signed URL expired (a tab that slept) fetches the gallery's fresh URLs.
  const refreshUrls = useMediaErrorRefresh(galleryKeys.all);
  const report = (method: DownloadMethod) => onDownloadAttempt?.(image, method);
  const cancelPress = () => window.clearTimeout(timer.current);
  const startPress = (event: PointerEvent) => {
    if (event.button !== 0) return;
    cancelPress();
    pressed.current = false;
    timer.current = window.setTimeout(() => {
      pressed.current = true;
      report('long_press');
    }, LONG_PRESS_MS);
  };
  const onClick = () => {
    if (pressed.current) {
      pressed.current = false;
      return;
    }
    onOpen();
  };

  return (
    <button
      type="button"
      className="gallery-photo"
      style={{ aspectRatio: `${image.thumb.width} / ${image.thumb.height}`, backgroundImage: placeholder ? `url(${placeholder})` : undefined }}
      onClick={onClick}
      onPointerDown={startPress}
      onPointerUp={cancelPress}
      onPointerLeave={cancelPress}
      onPointerCancel={cancelPress}
      onContextMenu={() => report('context_menu')}
      onDragStart={() => report('drag_start')}
      aria-label={`Open ${image.filename}`}
    >
      <picture>
        <source media={PHONE_GRID_MEDIA} srcSet={image.thumb.url} />
        <img
          src={image.thumb.url}
          srcSet={gridSrcSet(image.thumb, image.display)}
          sizes={GRID_SIZES}
          width={image.thumb.width}
          height={image.thumb.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          alt={image.filename}
          onError={refreshUrls}
        />
      </picture>
    </button>
  );
}
