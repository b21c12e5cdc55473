import { useState, type FormEvent } from 'react';
import { GALLERY_MESSAGES } from '../../../../shared/features/gallery.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
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
    <Modal
      open={open}
      onClose={onClose}
      title="Add Folder"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-folder-form" loading={add.isPending}>
            Add Folder
          </Button>
        </>
      }
    >
      <form id="add-folder-form" onSubmit={submit} noValidate>
        <Field label="Folder name" value={name} onChange={(event) => setName(event.target.value)} error={error} maxLength={80} required />
        <Field label="Description" multiline value={description} onChange={(event) => setDescription(event.target.value)} maxLength={300} rows={2} />
      </form>
    </Modal>
  );
}
