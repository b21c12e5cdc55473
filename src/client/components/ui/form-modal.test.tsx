import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal';

describe('FormModal', () => {
  it('submits its form from the footer button and closes on Cancel without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClose = vi.fn();
    render(
      <FormModal open onClose={onClose} title="Add Folder" formId="test-form" submitLabel="Add Folder" pending={false} onSubmit={onSubmit}>
        <label>
          Folder name
          <input required />
        </label>
      </FormModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Folder' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    // The field is required, but the form validates itself: the browser must not block the submit.
    await user.click(screen.getByRole('button', { name: 'Add Folder' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });
});
