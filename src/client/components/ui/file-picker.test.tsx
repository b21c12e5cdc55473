import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('file picker', () => {
  it('is the native input under a button-styled label, reachable by keyboard, with the hint read out', async () => {
    render(<FilePicker label="Image" buttonLabel="Choose an image" accept="image/png" hint="PNG only." onFiles={() => undefined} />);
    const input = screen.getByLabelText(/Choose an image/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Image Choose an image');
    expect(input).toHaveAccessibleDescription('PNG only.');
    expect(screen.getByText('Choose an image')).toHaveClass('btn', 'btn--secondary');
    await userEvent.tab();
    expect(input).toHaveFocus();
  });

  it('hands over the picked files and shows their names instead of the hint', async () => {
    const onFiles = vi.fn();
    const { rerender } = render(<FilePicker buttonLabel="Upload Images" accept="image/png" multiple hint="PNG only." onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Upload Images'), [png('a.png'), png('b.png')]);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.png' })]);
    rerender(<FilePicker buttonLabel="Upload Images" accept="image/png" multiple chosen={['a.png', 'b.png']} hint="PNG only." onFiles={onFiles} />);
    expect(screen.getByText('a.png, b.png')).toBeInTheDocument();
    expect(screen.queryByText('PNG only.')).toBeNull();
  });

  it('takes no files while disabled', async () => {
    const onFiles = vi.fn();
    render(<FilePicker buttonLabel="Uploading..." accept="image/png" disabled onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Uploading...'), png('a.png'));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
