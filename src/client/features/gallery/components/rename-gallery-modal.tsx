import { useState, type FormEvent } from 'react';
import { GALLERY_MESSAGES } from '../../../../shared/features/gallery.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { Field } from '../../../components/ui/field';
import { FormModal } from '../../../components/ui/form-modal';
import { notify } from '../../../components/ui/toast';
import { useRenameGallery } from '../gallery.api';

export interface RenameGalleryModalProps {
  collection: string;
  currentName: string;
  open: boolean;
  onClose: () => void;
}

/** SPEC §5 rename: the trimmed name must not be empty. */
export function RenameGalleryModal({ collection, currentName, open, onClose }: RenameGalleryModalProps) {
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string>();
  const rename = useRenameGallery(collection);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(GALLERY_MESSAGES.nameRequired);
    setError(undefined);
    rename.mutate(trimmed, {
      onSuccess: () => {
        notify.success('Gallery renamed.');
        onClose();
      },
      onError: (failure) => setError(`${GALLERY_MESSAGES.renameFailedPrefix}${errorMessage(failure)}`),
    });
  };

  return (
    <FormModal open={open} onClose={onClose} title="Rename Gallery" formId="rename-gallery-form" submitLabel="Save" pending={rename.isPending} onSubmit={submit}>
        <Field label="Gallery name" value={name} onChange={(event) => setName(event.target.value)} error={error} maxLength={80} required />
    </FormModal>
  );
}
