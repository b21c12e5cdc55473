import type { FastifyRequest } from 'fastify';
import { GALLERY_MESSAGES, GALLERY_UPLOAD_MAX_BYTES } from '../../../shared/features/gallery.schema.js';
import { tooLarge } from '../../errors.js';
import { readMultipartForm, requireFile, type UploadedFile } from '../../plugins/multipart-form.js';

/**
 * Reads the one `image` file of an upload (the client sends one request per
 * file, so each file has its own progress and its own outcome).
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadedFile> {
  const form = await readMultipartForm(request, {
    name: 'upload',
    fileField: 'image',
    maxFileBytes: GALLERY_UPLOAD_MAX_BYTES,
    tooLarge: () => tooLarge('file_too_large', GALLERY_MESSAGES.tooLarge),
  });
  return requireFile(form);
}
