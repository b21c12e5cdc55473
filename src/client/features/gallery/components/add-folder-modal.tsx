import { useState, type FormEvent } from 'react';
import { GALLERY_MESSAGES } from '../../../../shared/features/gallery.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { Field } from '../../../components/ui/field';
import { FormModal } from '../../../components/ui/form-modal';
import { notify } from '../../../components/ui/toast';
import { useAddFolder } from '../gallery.api';

/** SPEC §5: a folder needs a name. */
export function AddFolderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddFolder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(GALLERY_MESSAGES.folderNameRequired);
    setError(undefined);
    add.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: () => {
          notify.success('Folder added.');
          setName('');
          setDescription('');
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <FormModal open={open} onClose={onClose} title="Add Folder" formId="add-folder-form" submitLabel="Add Folder" pending={add.isPending} onSubmit={submit}>
        <Field label="Folder name" value={name} onChange={(event) => setName(event.target.value)} error={error} maxLength={80} required />
        <Field label="Description" multiline value={description} onChange={(event) => setDescription(event.target.value)} maxLength={300} rows={2} />
    </FormModal>
  );
}
