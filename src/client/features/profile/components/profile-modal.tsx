import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { PROFILE_IMAGE_ACCEPT, USERNAME_MAX_LENGTH } from '../../../../shared/features/profile.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toast';
import { imageProblem, saveProfile } from '../profile-rules';
import './profile-modal.css';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been updated.';

export interface ProfileModalProps {
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
  /** The user record the server answered with. */
  onSaved: (user: CurrentUser) => void;
  /** Sections of other features shown under the form, with their own buttons (passkeys). */
  extraSections?: ReactNode;
}

/** A data: URL previewing the picked file (the CSP allows data: images). */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      cancelled = true;
      reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** The "Update Profile" modal of SPEC §2 with the rules of SPEC §5. */
export function ProfileModal({ user, open, onClose, onSaved, extraSections }: ProfileModalProps) {
  return open ? <ProfileForm user={user} onClose={onClose} onSaved={onSaved} extraSections={extraSections} /> : null;
}

function ProfileForm({ user, onClose, onSaved, extraSections }: Omit<ProfileModalProps, 'open'>) {
  const formId = useId();
  const [username, setUsername] = useState(user.profile.username ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = usePreviewUrl(image);
  const shownImage = preview ?? user.profile.profileImage;

  const pickFile = ([file]: File[]) => {
    if (!file) return;
    const problem = imageProblem(file);
    setError(problem);
    setImage(problem ? null : file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setError(null);
    setSaving(true);
    const result = await saveProfile({ currentUsername: user.profile.username, username, image });
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onSaved(result.user);
    notify.success(PROFILE_SAVED_MESSAGE);
    onClose();
  };

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title="Update Profile"
      closeOnBackdrop={!saving}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Update Profile
          </Button>
        </>
      }
    >
      <form id={formId} className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="profile-form__notice">
          <span className="profile-form__new">New</span>
          You can now add a profile picture and choose a username.
        </p>
        <div className="profile-form__picker">
          <div className="profile-form__preview" aria-hidden="true">
            {shownImage ? (
              <img src={shownImage} alt="" />
            ) : (
              <span>{(user.email.trim().charAt(0) || '?').toUpperCase()}</span>
            )}
          </div>
          <div className="profile-form__picker-body">
            <FilePicker
              buttonLabel={image || user.profile.profileImage ? 'Change picture' : 'Choose a picture'}
              accept={PROFILE_IMAGE_ACCEPT}
              chosen={image ? [image.name] : []}
              hint="JPEG, PNG, WebP, AVIF or GIF, up to 5 MB."
              onFiles={pickFile}
            />
          </div>
        </div>
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX_LENGTH}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        {error && (
          <p role="alert" className="profile-form__error">
            {error}
          </p>
        )}
      </form>
      {extraSections}
    </Modal>
  );
}
