import { useState, type FormEvent } from 'react';
import type { PublicationInput } from '../../../../shared/features/publishing.schema.js';
import { UpdateInputSchema, type NewUpdate, type UpdateInput } from '../../../../shared/features/updates.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { MarkdownGuide } from './markdown-guide';
import { SafeMarkdown } from './safe-markdown';
import './update-editor.css';
import { fieldErrors } from '../../../lib/field-errors';

export interface UpdateEditorProps {
  initial?: UpdateInput;
  submitLabel: string;
  busy?: boolean;
  /** Resolves true when saved, so the form can reset. */
  onSubmit: (input: NewUpdate) => Promise<boolean>;
  /** A new update may be published now, kept as a draft or scheduled (the server reads the time in the owner's zone). */
  schedulable?: boolean;
  onCancel?: () => void;
  /** Names the form for screen readers, e.g. "Add an update". */
  label: string;
  /** Moves focus to the date field when the editor opens (editing in place). */
  autoFocus?: boolean;
}

type Errors = Partial<Record<keyof UpdateInput, string>>;

function validate(input: UpdateInput): { value?: UpdateInput; errors: Errors } {
  const parsed = UpdateInputSchema.safeParse(input);
  if (parsed.success) return { value: parsed.data, errors: {} };
  return { errors: fieldErrors(parsed.error) };
}

/** Date label and markdown text with an Edit/Preview toggle and a short guide (SPEC §2, §4, §5). */
export function UpdateEditor({ initial = { date: '', update: '' }, submitLabel, busy = false, onSubmit, onCancel, label, autoFocus = false, schedulable = false }: UpdateEditorProps) {
  const [values, setValues] = useState<UpdateInput>(initial);
  const [when, setWhen] = useState<PublicationInput['state']>('published');
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');

  /** A shown message goes as soon as its field is valid (and changes if the field is wrong another way). */
  const change = (field: keyof UpdateInput, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validate(next).errors[field] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { value, errors: found } = validate(values);
    setErrors(found);
    if (!value) {
      setMode('edit');
      return;
    }
    // Published now is the server's default, so the body then stays the plain update.
    const publication: PublicationInput | undefined = !schedulable || when === 'published' ? undefined : when === 'scheduled' ? { state: 'scheduled', at } : { state: when };
    if ((await onSubmit({ ...value, ...(publication && { publication }) })) && !initial.date) setValues({ date: '', update: '' });
  };

  return (
    <form className="update-editor" aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label="Date"
        placeholder="March 2024"
        autoFocus={autoFocus}
        value={values.date}
        required
        error={errors.date}
        onChange={(event) => change('date', event.target.value)}
      />
      <div className="update-editor__mode" role="group" aria-label="Update text mode">
        <Button variant={mode === 'edit' ? 'secondary' : 'ghost'} aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
          Edit
        </Button>
        <Button variant={mode === 'preview' ? 'secondary' : 'ghost'} aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
          Preview
        </Button>
      </div>
      {mode === 'edit' ? (
        <Field
          multiline
          label="Update"
          rows={6}
          value={values.update}
          required
          error={errors.update}
          hint="Markdown is supported; see the guide below."
          onChange={(event) => change('update', event.target.value)}
        />
      ) : (
        <section className="update-editor__preview" aria-label="Preview">
          {values.update.trim() ? <SafeMarkdown>{values.update}</SafeMarkdown> : <p className="update-editor__empty">Nothing to preview yet.</p>}
        </section>
      )}
      <MarkdownGuide />
      {schedulable && (
        <div className="update-editor__when" role="group" aria-label="When members see it">
          <label>
            When{' '}
            <select value={when} onChange={(event) => setWhen(event.target.value as PublicationInput['state'])}>
              <option value="published">Publish now</option>
              <option value="draft">Save as draft</option>
              <option value="scheduled">Schedule</option>
            </select>
          </label>
          {when === 'scheduled' && (
            <label>
              Date and time (your time zone, set in Admin Dashboard → Calendar){' '}
              <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} required />
            </label>
          )}
        </div>
      )}
      <div className="update-editor__actions">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
