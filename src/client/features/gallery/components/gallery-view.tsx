import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { GALLERY_MESSAGES, type GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useSiteSettings } from '../../../lib/site-settings';
import { useGallery, useToggleLike } from '../gallery.api';
import { useDrawnTiles } from '../use-progressive-count';
import { DeleteImageDialog } from './delete-image-dialog';
import type { DownloadMethod } from './gallery-photo';
import { GalleryTile } from './gallery-tile';
import { LoadMore } from './load-more';
import { MasonryGrid } from './masonry-grid';
import { RenameGalleryModal } from './rename-gallery-modal';
import { ReorderPanel } from './reorder-panel';
import { UploadPanel } from './upload-panel';
import './gallery.css';
import './gallery-admin.css';

/** The lightbox library is loaded when a photo is first opened, not with every gallery. */
const GalleryLightbox = lazy(() => import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })));

export type GalleryKind = 'teaser' | 'pro' | 'configured';

export interface GalleryViewProps {
  collection: string;
  kind: GalleryKind;
  isAdmin: boolean;
  /** Shown above the grid (e.g. the teaser heading's Subscribe link). */
  intro?: ReactNode;
  /** Replaces the kind's heading (the teaser heading speaks to non-Pro users only). */
  heading?: string;
  onDownloadAttempt?: (image: GalleryImage, method: DownloadMethod, galleryName: string) => void;
  /** An action on the photo open in the lightbox (the app passes the tips feature's Tip for Pro pictures). */
  pictureAction?: (image: GalleryImage) => ReactNode;
}

/** The deferred list while it is the same gallery with fewer pages; anything else (another gallery, a delete, a reorder) is drawn at once. */
function earlierPagesOf(deferred: readonly GalleryImage[] | undefined, current: readonly GalleryImage[]): readonly GalleryImage[] {
  const samePictures = deferred !== undefined && deferred.length <= current.length && deferred.every((image, index) => image === current[index]);
  return samePictures ? deferred : current;
}

function GallerySkeleton() {
  return (
    <div className="gallery-skeleton" aria-busy="true" aria-label="Loading gallery">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="gallery-skeleton__tile" style={{ aspectRatio: i % 3 === 0 ? '3 / 4' : '4 / 3' }} />
      ))}
    </div>
  );
}

/** SPEC §2 gallery page: title, copyright, total likes, masonry grid, lightbox, and the admin's tools. */
export function GalleryView({ collection, kind, isAdmin, intro, heading: headingOverride, onDownloadAttempt, pictureAction }: GalleryViewProps) {
  const gallery = useGallery(collection);
  // A page added while scrolling is drawn in the background, in slices that leave the scroll smooth,
  // rather than in one long task; the first page is drawn at once.
  const gridImages = useDeferredValue(gallery.data?.images);
  // Opening a gallery draws its first rows at once and the rest just after (use-progressive-count.ts).
  const drawn = useDrawnTiles(gallery.data ? earlierPagesOf(gridImages, gallery.data.images).length : 0);
  const toggleLike = useToggleLike(collection);
  const { companyName, copyrightYear } = useSiteSettings();
  // The open photo is kept by id: a live refetch may add or reorder images while the lightbox is open.
  const [openId, setOpenId] = useState<string | null>(null);
  // Mounted from the first opening on, so closing it keeps the library's closing animation.
  const [lightboxWanted, setLightboxWanted] = useState(false);
  if (openId !== null && !lightboxWanted) setLightboxWanted(true);
  const [renaming, setRenaming] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const withLikes = kind !== 'teaser';
  const loadMore = () => {
    if (!gallery.isFetchingNextPage) void gallery.fetchNextPage();
  };
  // Reordering moves any image: every page is loaded first.
  const [preparingReorder, setPreparingReorder] = useState(false);
  const startReordering = async () => {
    setPreparingReorder(true);
    try {
      let more = gallery.hasNextPage;
      while (more) {
        const result = await gallery.fetchNextPage();
        if (result.isError) return;
        more = result.hasNextPage;
      }
      setReordering(true);
    } finally {
      setPreparingReorder(false);
    }
  };

  return (
    <QueryStatus query={gallery} loading="Loading gallery…" skeleton={<GallerySkeleton />} failed={() => GALLERY_MESSAGES.loadFailed} className="gallery-state">
      {(data) => {
        const shownImages = earlierPagesOf(gridImages, data.images);
        // A configured gallery's title is the dashboard's heading already (its live title), so it is not repeated here.
        const heading = headingOverride ?? (kind === 'teaser' ? GALLERY_MESSAGES.teaserHeading : null);

        return (
          <section className="gallery" aria-label={data.title}>
            <header className="gallery__header">
              {heading && <h2 className="gallery__title">{heading}</h2>}
              {intro}
              <p className="gallery__meta">
                <span>
                  © {copyrightYear} {companyName}. All images are protected; please do not copy or share them.
                </span>
                {withLikes && (
                  <span className="gallery__likes" data-testid="total-likes">
                    {data.totalLikes} total {data.totalLikes === 1 ? 'like' : 'likes'}
                  </span>
                )}
              </p>
            </header>

            {isAdmin && (
              <div className="gallery__admin" role="group" aria-label="Gallery tools">
                <UploadPanel collection={collection} detailedErrors={kind !== 'configured'} onUploaded={() => void gallery.refetch()} />
                {kind === 'configured' && !reordering && (
                  <Button variant="secondary" onClick={() => setRenaming(true)}>
                    Rename Gallery
                  </Button>
                )}
                {kind === 'configured' && !reordering && data.images.length > 0 && (
                  <Button variant="secondary" loading={preparingReorder} onClick={() => void startReordering()}>
                    Reorder Images
                  </Button>
                )}
              </div>
            )}

            {reordering ? (
              <ReorderPanel collection={collection} images={data.images} onDone={() => setReordering(false)} />
            ) : data.images.length === 0 ? (
              <p className="gallery-state">No images in this gallery yet.</p>
            ) : (
              <MasonryGrid
                images={drawn < shownImages.length ? shownImages.slice(0, drawn) : shownImages}
                label={`${data.title} images`}
                renderItem={(image, _index, firstRow) => (
                  <GalleryTile
                    image={image}
                    priority={firstRow}
                    withLikes={withLikes}
                    canDelete={isAdmin}
                    galleryTitle={data.title}
                    onOpen={setOpenId}
                    onToggleLike={toggleLike.mutate}
                    onDelete={setDeleting}
                    onDownloadAttempt={onDownloadAttempt}
                  />
                )}
              />
            )}

            {/* Once every tile is drawn: while drawing, the end of the grid is near the top and would ask for the next page at once. */}
            {!reordering && gallery.hasNextPage && drawn >= shownImages.length && (
              <LoadMore loaded={shownImages.length} loading={gallery.isFetchingNextPage} failed={gallery.isFetchNextPageError} onLoad={loadMore} />
            )}

            {lightboxWanted && (
              <Suspense fallback={null}>
                <GalleryLightbox
                  images={data.images}
                  index={openId === null ? -1 : data.images.findIndex((image) => image.id === openId)}
                  onClose={() => setOpenId(null)}
                  onIndexChange={(index) => setOpenId(data.images[index]?.id ?? null)}
                  captions={kind !== 'teaser'}
                  action={pictureAction}
                />
              </Suspense>
            )}
            {renaming && <RenameGalleryModal collection={collection} currentName={data.title} open onClose={() => setRenaming(false)} />}
            <DeleteImageDialog collection={collection} image={deleting} onClose={() => setDeleting(null)} />
          </section>
        );
      }}
    </QueryStatus>
  );
}
