import { useId, type ComponentPropsWithRef } from 'react';
import './field.css';

interface FieldBase {
  label: string;
  /** Shown under the control in the error colour; marks the control aria-invalid. */
  error?: string;
  /** Helper text under the control, read out with it. */
  hint?: string;
  id?: string;
}

type InputFieldProps = FieldBase & { multiline?: false } & Omit<ComponentPropsWithRef<'input'>, 'id'>;
type TextareaFieldProps = FieldBase & { multiline: true } & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;
export type FieldProps = InputFieldProps | TextareaFieldProps;

/** A label, an input or textarea, and hint/error text wired with aria-describedby and aria-invalid. */
export function Field(props: FieldProps) {
  const generatedId = useId();
  const { label, error, hint, id = generatedId, className, ...rest } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    id,
    className: ['field__control', className ?? ''].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {rest.required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {isMultiline(rest) ? (
        <textarea {...withoutMultiline(rest)} {...controlProps} />
      ) : (
        <input {...withoutMultiline(rest)} {...controlProps} />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = Omit<InputFieldProps, keyof FieldBase | 'className'> | Omit<TextareaFieldProps, keyof FieldBase | 'className'>;

function isMultiline(props: ControlProps): props is Omit<TextareaFieldProps, keyof FieldBase | 'className'> {
  return props.multiline === true;
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
