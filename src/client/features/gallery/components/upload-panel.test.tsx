import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils';
import { UploadPanel } from './upload-panel';

/** A stand-in XMLHttpRequest that reports half the upload, then answers as told. */
function fakeXhr(answer: { status: number; body: unknown }, gate: Promise<void>) {
  return class {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      void gate.then(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  };
}

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const refusal = { status: 400, body: { code: 'not_an_image', message: 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.' } };

describe('upload panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("disables the input and reads 'Uploading...' while it runs, with a progress bar per file", async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('XMLHttpRequest', fakeXhr(refusal, gate));
    const user = userEvent.setup();
    renderWithProviders(<UploadPanel collection="gallery_pro" detailedErrors onUploaded={vi.fn()} />);
    await user.upload(screen.getByLabelText('Upload Images'), [file('a.png'), file('b.png')]);
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByLabelText('Uploading...')).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload of a.png' })).toHaveAttribute('value', '0.5');
    expect(screen.getByRole('progressbar', { name: 'Upload of b.png' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByText('Upload Images')).toBeInTheDocument());
  });

  it("names the reason in the teaser and Pro galleries: 'Failed to upload image: '", async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(refusal, Promise.resolve()));
    const user = userEvent.setup();
    renderWithProviders(<UploadPanel collection="gallery_pro" detailedErrors onUploaded={vi.fn()} />);
    await user.upload(screen.getByLabelText('Upload Images'), file('x.png'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload image: Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.');
  });

  it("says 'Failed to upload image. Please try again.' in configured galleries", async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(refusal, Promise.resolve()));
    const user = userEvent.setup();
    renderWithProviders(<UploadPanel collection="gallery_sunsets" detailedErrors={false} onUploaded={vi.fn()} />);
    await user.upload(screen.getByLabelText('Upload Images'), file('x.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload image. Please try again.');
  });

  it('shows the server’s words when the server could not store the file, in configured galleries too', async () => {
    const diskFull = { status: 507, body: { code: 'storage_full', message: 'The server has no room left for files, so nothing was saved.' } };
    vi.stubGlobal('XMLHttpRequest', fakeXhr(diskFull, Promise.resolve()));
    const user = userEvent.setup();
    renderWithProviders(<UploadPanel collection="gallery_sunsets" detailedErrors={false} onUploaded={vi.fn()} />);
    await user.upload(screen.getByLabelText('Upload Images'), file('x.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload image: The server has no room left for files, so nothing was saved.');
  });
});
