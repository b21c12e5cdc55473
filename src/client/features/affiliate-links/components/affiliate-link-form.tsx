import { useState, type FormEvent } from 'react';
import {
  AFFILIATE_IMAGE_ACCEPT,
  AffiliateLinkInputSchema,
  type AffiliateLink,
  type AffiliateLinkFields,
} from '../../../../shared/features/affiliate-links.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { Modal } from '../../../components/ui/modal';
import type { AffiliateLinkSubmission } from '../affiliate-links.api';
import { fieldErrors } from '../../../lib/field-errors';

type TextFields = Required<Omit<AffiliateLinkFields, 'removeImage'>>;
type Errors = Partial<Record<keyof TextFields, string>>;

const fieldsOf = (link?: AffiliateLink): TextFields => ({
  title: link?.title ?? '',
  description: link?.description ?? '',
  link: link?.link ?? '',
  code: link?.code ?? '',
  discountPercent: link?.discountPercent ?? '',
});

export interface AffiliateLinkFormProps {
  /** The link being edited; absent when adding. */
  link?: AffiliateLink;
  busy: boolean;
  /** Resolves to an error message, or null when saved. */
  onSubmit: (submission: AffiliateLinkSubmission) => Promise<string | null>;
  onClose: () => void;
}

/** The owner's add/edit form (SPEC §5): title, description and an http(s) link required; the rest optional. */
export function AffiliateLinkForm({ link, busy, onSubmit, onClose }: AffiliateLinkFormProps) {
  const [values, setValues] = useState<TextFields>(fieldsOf(link));
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formId = link ? `edit-link-${link.id}` : 'add-link';

  const set = (name: keyof TextFields) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AffiliateLinkInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const fields: AffiliateLinkFields = { ...values, removeImage: removeImage ? 'true' : undefined };
    setFailure(await onSubmit({ fields, image }));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={link ? 'Edit affiliate link' : 'Add affiliate link'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {link ? 'Save' : 'Add Link'}
          </Button>
        </>
      }
    >
      <form id={formId} className="link-form" onSubmit={(event) => void submit(event)} noValidate>
        {failure && (
          <p className="link-form__failure" role="alert">
            {failure}
          </p>
        )}
        <Field label="Title" required value={values.title} error={errors.title} onChange={set('title')} />
        <Field label="Description" multiline rows={3} required value={values.description} error={errors.description} onChange={set('description')} />
        <Field label="Link URL" type="url" inputMode="url" placeholder="https://" required value={values.link} error={errors.link} onChange={set('link')} />
        <Field label="Code" value={values.code} error={errors.code} onChange={set('code')} hint="Optional discount code members can copy." />
        <Field label="Discount" value={values.discountPercent} error={errors.discountPercent} onChange={set('discountPercent')} hint="Optional, e.g. 15 or 15% off the first order." />
        <FilePicker
          label="Image"
          buttonLabel={link?.imageUrl ? 'Choose another image' : 'Choose an image'}
          accept={AFFILIATE_IMAGE_ACCEPT}
          chosen={image ? [image.name] : []}
          hint="Optional. JPEG, PNG, WebP, AVIF or GIF."
          onFiles={([chosen]) => setImage(chosen ?? null)}
        />
        {link?.imageUrl && !image && (
          <label className="link-form__remove">
            <input type="checkbox" checked={removeImage} onChange={(event) => setRemoveImage(event.target.checked)} /> Remove the current image
          </label>
        )}
      </form>
    </Modal>
  );
}
