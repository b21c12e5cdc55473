import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit profile</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Update Profile"
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <label>
          Username
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, takes focus, and closes on Escape giving focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit profile' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Update Profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));

    await user.tab(); // input -> Cancel (last)
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab(); // wraps to the close button (first)
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true }); // and back to the last
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
