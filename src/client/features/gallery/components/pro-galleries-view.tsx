import { useMemo, useState } from 'react';
import { GALLERY_MESSAGES, PRO_COLLECTION, type FolderCover as Cover, type GalleryConfig, type GalleryDirectory } from '../../../../shared/features/gallery.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useGalleryDirectory } from '../gallery.api';
import { AddFolderModal } from './add-folder-modal';
import { AddGalleryModal } from './add-gallery-modal';
import { placeholderUrl } from './gallery-photo';
import './gallery.css';
import './pro-galleries.css';

export interface ProGalleriesViewProps {
  isAdmin: boolean;
  /** Opens a configured gallery's view. */
  onOpenGallery: (collectionName: string) => void;
  /** The open folder's id (from the address); none, or one that does not exist, shows the folders. */
  folderId?: string;
  /** Opens a folder, or goes back to the folders (undefined). Without it the view keeps the folder itself. */
  onOpenFolder?: (folderId: string | undefined) => void;
}

/** A folder card's picture (decorative: the card's name says where it leads); an empty frame keeps the cards aligned. */
function FolderCover({ cover }: { cover: Cover | null }) {
  const placeholder = useMemo(() => (cover ? placeholderUrl(cover.placeholder) : undefined), [cover]);
  if (!cover) return <span className="folder-card__cover folder-card__cover--empty" aria-hidden="true" />;
  return (
    <span className="folder-card__cover" style={{ backgroundImage: placeholder ? `url(${placeholder})` : undefined }}>
      <img src={cover.thumb.url} width={cover.thumb.width} height={cover.thumb.height} alt="" loading="lazy" decoding="async" />
    </span>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** SPEC §2 Pro gallery selector: folders, then the galleries of one folder with a back button. */
export function ProGalleriesView(props: ProGalleriesViewProps) {
  const directory = useGalleryDirectory();
  return (
    <QueryStatus query={directory} loading="Loading galleries…" failed={() => GALLERY_MESSAGES.loadFailed} className="gallery-state">
      {(data) => <ProGalleriesDirectory data={data} {...props} />}
    </QueryStatus>
  );
}

function ProGalleriesDirectory({ data, isAdmin, onOpenGallery, folderId: askedFolderId, onOpenFolder }: ProGalleriesViewProps & { data: GalleryDirectory }) {
  const [ownFolderId, setOwnFolderId] = useState<string | undefined>(undefined);
  const folderId = onOpenFolder ? askedFolderId : ownFolderId;
  const setFolderId = onOpenFolder ?? setOwnFolderId;
  const [adding, setAdding] = useState<'folder' | 'gallery' | null>(null);

  const folder = data.folders.find((candidate) => candidate.id === folderId);
  const galleries: GalleryConfig[] = folder ? data.galleries.filter((gallery) => gallery.folderId === folder.id) : [];

  return (
    <section className="pro-galleries" aria-labelledby="pro-galleries-heading">
      <div className="pro-galleries__toolbar">
        {folder && (
          <Button variant="ghost" onClick={() => setFolderId(undefined)}>
            ← Back to folders
          </Button>
        )}
        <h2 id="pro-galleries-heading" className="pro-galleries__heading">
          {folder ? folder.name : 'Folders'}
        </h2>
        {isAdmin && (
          <>
            {!folder && (
              <Button variant="secondary" onClick={() => setAdding('folder')}>
                Add Folder
              </Button>
            )}
            <Button variant="secondary" onClick={() => setAdding('gallery')} disabled={data.folders.length === 0}>
              Add Gallery
            </Button>
          </>
        )}
      </div>

      {!folder && (
        <button type="button" className="folder-card folder-card--featured" onClick={() => onOpenGallery(PRO_COLLECTION)}>
          <FolderCover cover={data.proGallery.cover} />
          <span className="folder-card__name">Pro Gallery</span>
          <span className="folder-card__facts">The full collection, newest first.</span>
          <span className="folder-card__facts">{plural(data.proGallery.totalLikes, 'like', 'likes')}</span>
        </button>
      )}

      {!folder &&
        (data.folders.length === 0 ? (
          <p className="gallery-state">No folders yet.</p>
        ) : (
          <ul className="folder-grid" aria-label="Folders">
            {data.folders.map((candidate) => (
              <li key={candidate.id}>
                <button type="button" className="folder-card" onClick={() => setFolderId(candidate.id)}>
                  <FolderCover cover={candidate.cover} />
                  <span className="folder-card__name">{candidate.name}</span>
                  {candidate.description && <span className="folder-card__facts">{candidate.description}</span>}
                  <span className="folder-card__facts">
                    {plural(candidate.galleryCount, 'gallery', 'galleries')} · {plural(candidate.totalLikes, 'like', 'likes')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}

      {folder &&
        (galleries.length === 0 ? (
          <p className="gallery-state">No galleries in this folder yet.</p>
        ) : (
          <ul className="folder-grid" aria-label={`Galleries in ${folder.name}`}>
            {galleries.map((gallery) => (
              <li key={gallery.id}>
                <button type="button" className="folder-card" onClick={() => onOpenGallery(gallery.collectionName)}>
                  <span className="folder-card__name">{gallery.displayTitle}</span>
                  <span className="folder-card__facts">{plural(gallery.totalLikes, 'like', 'likes')}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}

      <AddFolderModal open={adding === 'folder'} onClose={() => setAdding(null)} />
      {adding === 'gallery' && <AddGalleryModal open onClose={() => setAdding(null)} folders={data.folders} folderId={folder?.id} />}
    </section>
  );
}
