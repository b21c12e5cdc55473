import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('links the error text to the input and marks it invalid', () => {
    render(<Field label="Username" error="Username already taken. Please choose another one." />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username already taken. Please choose another one.');
    expect(screen.getByText('Username already taken. Please choose another one.')).toBeVisible();
  });

  it('is valid and undescribed without an error', () => {
    render(<Field label="Username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('renders a textarea with hint and error both described', () => {
    render(<Field multiline label="Details" hint="Optional notes." error="Too long." />);
    const textarea = screen.getByRole('textbox', { name: 'Details' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('Optional notes. Too long.');
  });
});
