import { UPDATE_MESSAGES } from '../../../../shared/features/updates.schema.js';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** The confirmation before deleting an update (SPEC §2). */
export function DeleteUpdateDialog({ open, busy, onConfirm, onClose }: { open: boolean; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Delete update"
      description={UPDATE_MESSAGES.deleteConfirm}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            Delete
          </Button>
        </>
      }
    />
  );
}
