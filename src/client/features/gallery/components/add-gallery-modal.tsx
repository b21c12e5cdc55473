import { useId, useState, type FormEvent } from 'react';
import { collectionNameFor, GALLERY_MESSAGES, type GalleryFolder } from '../../../../shared/features/gallery.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { Field } from '../../../components/ui/field';
import { FormModal } from '../../../components/ui/form-modal';
import { notify } from '../../../components/ui/toast';
import { useAddGallery } from '../gallery.api';

export interface AddGalleryModalProps {
  open: boolean;
  onClose: () => void;
  folders: readonly GalleryFolder[];
  /** Preselected when adding from inside a folder. */
  folderId?: string;
}

/** SPEC §5: display name, gallery id and folder are required; the collection name is shown as it will be. */
export function AddGalleryModal({ open, onClose, folders, folderId = '' }: AddGalleryModalProps) {
  const selectId = useId();
  const [displayTitle, setDisplayTitle] = useState('');
  const [galleryId, setGalleryId] = useState('');
  const [folder, setFolder] = useState(folderId);
  const [error, setError] = useState<string>();
  const add = useAddGallery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!displayTitle.trim() || !galleryId.trim() || !folder) return setError(GALLERY_MESSAGES.galleryFieldsRequired);
    setError(undefined);
    add.mutate(
      { displayTitle: displayTitle.trim(), galleryId: galleryId.trim(), folderId: folder },
      {
        onSuccess: (config) => {
          notify.success(`Gallery ${config.displayTitle} added.`);
          setDisplayTitle('');
          setGalleryId('');
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <FormModal open={open} onClose={onClose} title="Add Gallery" formId="add-gallery-form" submitLabel="Add Gallery" pending={add.isPending} onSubmit={submit}>
        <Field label="Display name" value={displayTitle} onChange={(event) => setDisplayTitle(event.target.value)} maxLength={80} required />
        <Field
          label="Gallery id"
          value={galleryId}
          onChange={(event) => setGalleryId(event.target.value)}
          maxLength={60}
          required
          hint={galleryId.trim() ? `Collection name: ${collectionNameFor(galleryId)}` : 'Letters, digits, spaces, dashes and underscores.'}
        />
        <div className="field field-select">
          <label className="field__label" htmlFor={selectId}>
            Folder
          </label>
          <select id={selectId} className="field__control" value={folder} onChange={(event) => setFolder(event.target.value)} required>
            <option value="">Choose a folder</option>
            {folders.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
    </FormModal>
  );
}
