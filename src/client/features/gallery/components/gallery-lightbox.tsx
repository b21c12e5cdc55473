import { Fragment, type ReactNode } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { captionOf, type GalleryImage } from '../../../../shared/features/gallery.schema.js';

export interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  /** The open slide, or -1 when closed. */
  index: number;
  onClose: () => void;
  onIndexChange: (index: number) => void;
  /** SPEC §2: Pro galleries caption each photo: the owner's caption, else its file name without the extension. */
  captions?: boolean;
  /** An action on the open photo, drawn in the toolbar beside Close (a Pro picture's Tip). */
  action?: (image: GalleryImage) => ReactNode;
}

/**
 * SPEC §2 lightbox: previous, next, close, 'n / total', Escape and arrow keys,
 * wrapping around at both ends (the library's carousel is not finite).
 */
export function GalleryLightbox({ images, index, onClose, onIndexChange, captions = false, action }: GalleryLightboxProps) {
  const slides = images.map((image) => ({
    src: image.display.url,
    width: image.display.width,
    height: image.display.height,
    alt: image.filename,
    ...(captions ? { title: captionOf(image) } : {}),
  }));
  const open = index >= 0 ? images[index] : undefined;
  return (
    <Lightbox
      toolbar={{ buttons: action && open ? [<Fragment key="action">{action(open)}</Fragment>, 'close'] : ['close'] }}
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={captions ? [Counter, Captions] : [Counter]}
      carousel={{ finite: false, preload: 1 }}
      // The caption takes the top bar; the counter goes to the bottom so it is never drawn over it.
      counter={{ container: { style: captions ? { top: 'unset', bottom: 0 } : { top: 0, bottom: 'unset' } } }}
      on={{ view: ({ index: next }) => onIndexChange(next) }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
