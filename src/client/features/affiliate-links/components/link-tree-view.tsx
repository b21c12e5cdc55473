import { useState } from 'react';
import { AFFILIATE_MESSAGES, type AffiliateLink } from '../../../../shared/features/affiliate-links.schema.js';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { isAdmin } from '../../../../shared/permissions.js';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toast';
import { affiliateErrorMessage } from '../affiliate-link-errors';
import { useAddAffiliateLink, useAffiliateLinks, useDeleteAffiliateLink, useEditAffiliateLink, type AffiliateLinkSubmission } from '../affiliate-links.api';
import { AffiliateLinkCard } from './affiliate-link-card';
import { AffiliateLinkForm } from './affiliate-link-form';
import './link-tree-view.css';
import { QueryStatus } from '../../../components/ui/query-status';

type Editing = { kind: 'add' } | { kind: 'edit'; link: AffiliateLink } | null;

/** My LinkTree: affiliate link cards, newest first and live; admins add, edit and delete. */
export function LinkTreeView({ user }: { user: CurrentUser }) {
  const admin = isAdmin(user);
  const links = useAffiliateLinks();
  const add = useAddAffiliateLink();
  const edit = useEditAffiliateLink();
  const remove = useDeleteAffiliateLink();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);

  const save = async (submission: AffiliateLinkSubmission): Promise<string | null> => {
    const withImage = Boolean(submission.image);
    try {
      if (editing?.kind === 'edit') await edit.mutateAsync({ id: editing.link.id, ...submission });
      else await add.mutateAsync(submission);
      notify.success(editing?.kind === 'edit' ? 'Affiliate link saved.' : 'Affiliate link added.');
      setEditing(null);
      return null;
    } catch (error) {
      return affiliateErrorMessage(editing?.kind === 'edit' ? 'update' : 'add', error, withImage);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      notify.error(new Error(affiliateErrorMessage('delete', error)));
    }
  };

  return (
    <div className="link-tree">
      {admin && (
        <div className="link-tree__toolbar">
          <Button onClick={() => setEditing({ kind: 'add' })}>Add affiliate link</Button>
        </div>
      )}
      <QueryStatus
        query={links}
        className="link-tree__status"
        loading="Loading links…"
        failed={(error) => `The links could not be loaded. ${error.message}`}
      >
        {(data) =>
          data.length === 0 ? (
            <p className="link-tree__status">{AFFILIATE_MESSAGES.empty}</p>
          ) : (
            <div className="link-tree__grid">
              {data.map((link) => (
                <AffiliateLinkCard
                  key={link.id}
                  link={link}
                  onEdit={admin ? () => setEditing({ kind: 'edit', link }) : undefined}
                  onDelete={admin ? () => setDeleting(link) : undefined}
                />
              ))}
            </div>
          )
        }
      </QueryStatus>
      {editing && (
        <AffiliateLinkForm
          key={editing.kind === 'edit' ? editing.link.id : 'add'}
          link={editing.kind === 'edit' ? editing.link : undefined}
          busy={add.isPending || edit.isPending}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete affiliate link"
        description={AFFILIATE_MESSAGES.deleteConfirm}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void confirmDelete()} loading={remove.isPending}>
              Delete
            </Button>
          </>
        }
      />
    </div>
  );
}
