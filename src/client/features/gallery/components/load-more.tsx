import { useEffect, useRef } from 'react';
import { GALLERY_MESSAGES } from '../../../../shared/features/gallery.schema.js';
import { Button } from '../../../components/ui/button';

export interface LoadMoreProps {
  /** How many images are shown now: a new count re-arms the watch on the end of the grid. */
  loaded: number;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/** Starts loading this far before the end of the grid comes into view, so scrolling rarely waits. */
const AHEAD = '1200px 0px';

/**
 * The end of a gallery with more images to come: the next page loads as the
 * reader scrolls near it, or with the button (keyboard, screen readers, or a
 * browser without IntersectionObserver).
 */
export function LoadMore({ loaded, loading, failed, onLoad }: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });

  useEffect(() => {
    const node = end.current;
    if (!node || failed || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports at once whether the end is near, so a short page that leaves it in view loads the next one too.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load.current(), { rootMargin: AHEAD });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loaded, failed]);

  return (
    <div ref={end} className="gallery__more">
      {failed && <p role="alert">{GALLERY_MESSAGES.loadFailed}</p>}
      <p role="status" className="visually-hidden">
        {loading ? 'Loading more images…' : ''}
      </p>
      <Button variant="secondary" onClick={onLoad} loading={loading}>
        {failed ? 'Try again' : 'Show more images'}
      </Button>
    </div>
  );
}
