import { useId, type ChangeEvent, type ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from './button';
import './file-picker.css';

export interface FilePickerProps {
  /** The button's text, e.g. 'Upload Images' or 'Choose a picture'. */
  buttonLabel: ReactNode;
  /** A field label above the button, like every other form field; omit when the button says it all. */
  label?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** The chosen file names; without any, `hint` shows (what may be chosen). */
  chosen?: readonly string[];
  hint?: string;
  /** The picked files; the input is emptied again, so picking the same file twice reports it twice. */
  onFiles: (files: File[]) => void;
  className?: string;
}

/**
 * The design system's file picker: the browser's own input, visually hidden but
 * still focusable and announced, behind a label drawn as one of our buttons,
 * with the chosen file names (or a hint) beside it. Browsers draw a bare
 * file input each in their own way, with a "No file chosen" text we cannot style.
 */
export function FilePicker({ buttonLabel, label, accept, multiple = false, disabled = false, variant = 'secondary', chosen = [], hint, onFiles, className }: FilePickerProps) {
  const inputId = useId();
  const noteId = `${inputId}-note`;
  const note = chosen.length > 0 ? chosen.join(', ') : hint;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className={['file-picker', className ?? ''].filter(Boolean).join(' ')}>
      {label && (
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
      )}
      <div className="file-picker__row">
        <input
          id={inputId}
          className="file-picker__input"
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={onChange}
        />
        <label htmlFor={inputId} className={buttonClassName({ variant, className: `file-picker__button${disabled ? ' is-disabled' : ''}` })}>
          {buttonLabel}
        </label>
        {note && (
          <span id={noteId} className="file-picker__note">
            {note}
          </span>
        )}
      </div>
    </div>
  );
}
