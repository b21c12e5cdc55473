import { isAdmin, isPro } from '../../../shared/permissions.js';
import { Button } from '../../components/ui/button';
import type { DashboardViewProps, DashboardViews } from '../../features/dashboard/pages/dashboard-page';
import { logDownloadAttempt } from '../../features/downloads/downloads.api';
import { GalleryView } from '../../features/gallery/components/gallery-view';
import type { DownloadMethod } from '../../features/gallery/components/gallery-photo';
import { ProGalleriesView } from '../../features/gallery/components/pro-galleries-view';
import type { GalleryImage } from '../../../shared/features/gallery.schema.js';

/** Where the gallery meets download monitoring: every save attempt on a photo is logged. */
const logAttempt = (image: GalleryImage, method: DownloadMethod, galleryName: string) =>
  logDownloadAttempt({ photoUrl: image.display.url, galleryName, downloadMethod: method });

function TeaserGalleryView({ user, onNavigate }: DashboardViewProps) {
  const intro = isPro(user) ? undefined : (
    <div>
      <Button variant="secondary" onClick={() => onNavigate('subscribe')}>
        Subscribe for full images
      </Button>
    </div>
  );
  return <GalleryView collection="gallery" kind="teaser" isAdmin={isAdmin(user)} intro={intro} onDownloadAttempt={logAttempt} />;
}

function ProGalleryView({ user }: DashboardViewProps) {
  return <GalleryView collection="gallery_pro" kind="pro" isAdmin={isAdmin(user)} onDownloadAttempt={logAttempt} />;
}

function ConfiguredGalleryView({ user, view }: DashboardViewProps) {
  // key: switching from one configured gallery to another starts fresh (lightbox, reorder mode).
  return <GalleryView key={view} collection={view} kind="configured" isAdmin={isAdmin(user)} onDownloadAttempt={logAttempt} />;
}

function ProGallerySelectorView({ user, onNavigate }: DashboardViewProps) {
  return <ProGalleriesView isAdmin={isAdmin(user)} onOpenGallery={(collection) => onNavigate(collection)} />;
}

/** The dashboard views the gallery feature provides, by view name. */
export const GALLERY_VIEWS: DashboardViews = {
  gallery: TeaserGalleryView,
  gallery_pro: ProGalleryView,
  pro_galleries: ProGallerySelectorView,
  gallery_collection: ConfiguredGalleryView,
};
