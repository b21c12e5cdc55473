import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '../../../../shared/features/passkeys.schema.js';
import { isAdmin } from '../../../../shared/permissions.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { ceremonyMessage, passkeysSupported, useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey, useRequireForAdmin } from '../passkeys.api';
import '../../../components/ui/profile-section.css';
import './passkeys-section.css';

const dateOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The profile's "Passkeys" section: add, rename and remove passkeys; the owner's requirement for admin actions. */
export function PasskeysSection({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const requireForAdmin = useRequireForAdmin();
  const supported = passkeysSupported();

  const addPasskey = () =>
    add.mutate(undefined, {
      onSuccess: () => notify.success('Passkey added. You can now sign in with it.'),
      onError: (error) => notify.error(ceremonyMessage(error)),
    });

  return (
    <section className="profile-section passkeys" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-section__heading">
        Passkeys
      </h3>
      <p className="profile-section__intro">Sign in with your fingerprint, face or screen lock, without Google.</p>
      <QueryStatus
        query={passkeys}
        loading={<p className="profile-section__muted">Loading your passkeys…</p>}
        failed={(error) => <p role="alert">{errorMessage(error, 'Your passkeys could not be loaded.')}</p>}
      >
        {(data) => (
          <>
            {data.passkeys.length === 0 ? (
              <p className="profile-section__muted">No passkeys yet.</p>
            ) : (
              <ul className="profile-section__list">
                {data.passkeys.map((passkey) => (
                  <PasskeyItem key={passkey.id} passkey={passkey} />
                ))}
              </ul>
            )}
            {isAdmin(user) && (
              <label className="passkeys__require">
                <input
                  type="checkbox"
                  checked={data.requiredForAdmin}
                  disabled={requireForAdmin.isPending || (data.passkeys.length === 0 && !data.requiredForAdmin)}
                  onChange={(event) =>
                    requireForAdmin.mutate(event.target.checked, {
                      onSuccess: (next) => notify.success(next.requiredForAdmin ? 'Admin actions now need a passkey.' : 'Admin actions no longer need a passkey.'),
                      onError: (error) => notify.error(error),
                    })
                  }
                />
                <span>
                  Require a passkey for admin actions
                  <small className="profile-section__muted">A passkey check lasts 12 hours on this device.</small>
                </span>
              </label>
            )}
          </>
        )}
      </QueryStatus>
      <div className="profile-section__actions">
        <Button variant="secondary" loading={add.isPending} disabled={!supported} onClick={addPasskey}>
          Add a passkey
        </Button>
        {!supported && <p className="profile-section__muted">This browser cannot use passkeys.</p>}
      </div>
    </section>
  );
}

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();

  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name }, { onSuccess: () => setEditing(false), onError: (error) => notify.error(error) });
  };

  if (editing) {
    return (
      <li className="profile-section__item">
        <form className="passkeys__rename" onSubmit={save}>
          <Field label="Passkey name" value={name} maxLength={PASSKEY_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} autoFocus />
          <div className="passkeys__buttons">
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="profile-section__item">
      <div className="profile-section__details">
        <strong className="passkeys__name">{passkey.name}</strong>
        <span className="profile-section__muted">
          Added {dateOf(passkey.createdAt)}
          {passkey.lastUsedAt !== null && ` · last used ${dateOf(passkey.lastUsedAt)}`}
        </span>
      </div>
      <div className="passkeys__buttons">
        <Button variant="ghost" aria-label={`Rename ${passkey.name}`} onClick={() => setEditing(true)}>
          Rename
        </Button>
        <Button
          variant="ghost"
          aria-label={`Remove ${passkey.name}`}
          loading={remove.isPending}
          onClick={() => remove.mutate(passkey.id, { onSuccess: () => notify.success('Passkey removed.'), onError: (error) => notify.error(error) })}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
