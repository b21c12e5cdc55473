import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import type { NewUpdate, UpdateEntry, UpdateInput } from '../../../../shared/features/updates.schema.js';
import { isAdmin } from '../../../../shared/permissions.js';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useAddUpdate, useDeleteUpdate, useEditUpdate, useUpdates } from '../updates.api';
import { DeleteUpdateDialog } from './delete-update-dialog';
import { SafeMarkdown } from './safe-markdown';
import { UpdateEditor } from './update-editor';
import './updates-view.css';
import { QueryStatus } from '../../../components/ui/query-status';

/** An action members may take on an update (the app passes the tips feature's Tip). */
type EntryAction = (entry: UpdateEntry) => ReactNode;

function UpdateRow({ entry, admin, onDelete, action }: { entry: UpdateEntry; admin: boolean; onDelete: (entry: UpdateEntry) => void; action?: EntryAction | undefined }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditUpdate();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving the editor (Save or Cancel) puts focus back on the row's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = async (input: UpdateInput) => {
    try {
      await edit.mutateAsync({ id: entry.id, input });
      setEditing(false);
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    }
  };

  if (editing) {
    return (
      <tr className="updates__row updates__row--editing">
        <td colSpan={admin ? 3 : 2}>
          <UpdateEditor
            label={`Edit the update of ${entry.date}`}
            initial={{ date: entry.date, update: entry.update }}
            submitLabel="Save"
            busy={edit.isPending}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            autoFocus
          />
        </td>
      </tr>
    );
  }
  return (
    <tr className="updates__row">
      <th scope="row" className="updates__date">
        {entry.date}
        {entry.publication && entry.publication.state !== 'published' && (
          <span className="updates__state">
            {' '}
            ({entry.publication.state === 'draft' ? 'draft' : `scheduled for ${new Date(entry.publication.at ?? '').toLocaleString()}`})
          </span>
        )}
      </th>
      <td className="updates__text">
        <SafeMarkdown>{entry.update}</SafeMarkdown>
        {action && !admin && <div className="updates__entry-action">{action(entry)}</div>}
      </td>
      {admin && (
        <td className="updates__actions">
          <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit the update of ${entry.date}`}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => onDelete(entry)} aria-label={`Delete the update of ${entry.date}`}>
            Delete
          </Button>
        </td>
      )}
    </tr>
  );
}

/** Latest Updates (whats_new, the default view): newest first, live; admins add, edit and delete. */
export function UpdatesView({ user, entryAction }: { user: CurrentUser; entryAction?: EntryAction }) {
  const admin = isAdmin(user);
  const updates = useUpdates();
  const add = useAddUpdate();
  const remove = useDeleteUpdate();
  const [deleting, setDeleting] = useState<UpdateEntry | null>(null);

  const addUpdate = async (input: NewUpdate) => {
    try {
      await add.mutateAsync(input);
      notify.success('Update posted.');
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <div className="updates">
      <h2 className="updates__heading">Latest Updates</h2>
      {admin && (
        <section className="updates__add" aria-labelledby="add-update-heading">
          <h3 id="add-update-heading" className="updates__subheading">
            Add an update
          </h3>
          <UpdateEditor label="Add an update" submitLabel="Add Update" busy={add.isPending} onSubmit={addUpdate} schedulable />
        </section>
      )}
      <QueryStatus
        query={updates}
        className="updates__status"
        loading="Loading updates…"
        failed={(error) => `The updates could not be loaded. ${error.message}`}
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="updates__status">No updates yet. Check back soon.</p>
          ) : (
            <UpdatesTable entries={entries} admin={admin} onDelete={setDeleting} entryAction={entryAction} />
          )
        }
      </QueryStatus>
      <DeleteUpdateDialog open={deleting !== null} busy={remove.isPending} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} />
    </div>
  );
}

function UpdatesTable({ entries, admin, onDelete, entryAction }: { entries: UpdateEntry[]; admin: boolean; onDelete: (entry: UpdateEntry) => void; entryAction?: EntryAction | undefined }) {
  return (
    <table className="updates__table">
      <caption className="visually-hidden">Latest updates, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Update</th>
          {admin && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <UpdateRow key={entry.id} entry={entry} admin={admin} onDelete={onDelete} action={entryAction} />
        ))}
      </tbody>
    </table>
  );
}
