import type { ComponentPropsWithRef } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
}

/** The button classes, for links that should look like buttons (e.g. a mailto link). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false, className }: ButtonLook = {}): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ComponentPropsWithRef<'button'>, 'className'> {
  /** Shows a spinner and blocks clicks; the label stays, so the accessible name does not change. */
  loading?: boolean;
}

export function Button({ variant, size, block, className, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
