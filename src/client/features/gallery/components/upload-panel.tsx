import { useState } from 'react';
import { GALLERY_IMAGE_ACCEPT, GALLERY_MESSAGES } from '../../../../shared/features/gallery.schema.js';
import { errorMessage, isStorageFault } from '../../../lib/api-client';
import { FilePicker } from '../../../components/ui/file-picker';
import { notify } from '../../../components/ui/toast';
import { uploadImage } from '../gallery.api';

interface FileProgress {
  name: string;
  progress: number;
  error?: string;
  done?: boolean;
}

export interface UploadPanelProps {
  collection: string;
  /** SPEC §8: the teaser and Pro galleries name the reason; configured galleries say "Please try again." */
  detailedErrors: boolean;
  onUploaded: () => void;
}

/**
 * Admin multi-file upload: one request per file, one progress bar per file.
 * While it runs the input is disabled and reads 'Uploading...' (SPEC §4).
 */
export function UploadPanel({ collection, detailedErrors, onUploaded }: UploadPanelProps) {
  const [files, setFiles] = useState<FileProgress[]>([]);
  const [uploading, setUploading] = useState(false);

  const update = (index: number, change: Partial<FileProgress>) =>
    setFiles((current) => current.map((file, i) => (i === index ? { ...file, ...change } : file)));

  const onFiles = async (chosen: File[]) => {
    setFiles(chosen.map((file) => ({ name: file.name, progress: 0 })));
    setUploading(true);
    for (const [index, file] of chosen.entries()) {
      try {
        await uploadImage(collection, file, (progress) => update(index, { progress }));
        update(index, { progress: 1, done: true });
      } catch (error) {
        const message = detailedErrors || isStorageFault(error) ? `${GALLERY_MESSAGES.uploadFailedPrefix}${errorMessage(error)}` : GALLERY_MESSAGES.uploadFailed;
        update(index, { error: message });
        notify.error(new Error(message));
      }
    }
    setUploading(false);
    onUploaded();
  };

  return (
    <div className="upload-panel">
      <FilePicker
        buttonLabel={uploading ? 'Uploading...' : 'Upload Images'}
        variant="primary"
        accept={GALLERY_IMAGE_ACCEPT}
        multiple
        disabled={uploading}
        hint="JPEG, PNG, WebP, AVIF or GIF, up to 25 MB each."
        onFiles={(chosen) => void onFiles(chosen)}
      />
      {files.length > 0 && (
        <ul className="upload-panel__files" aria-label="Uploads">
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className="upload-panel__file">
              <span className="upload-panel__name">{file.name}</span>
              <progress max={1} value={file.progress} aria-label={`Upload of ${file.name}`} />
              <span className="upload-panel__status" role={file.error ? 'alert' : undefined}>
                {file.error ?? (file.done ? 'Done' : `${Math.round(file.progress * 100)}%`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
