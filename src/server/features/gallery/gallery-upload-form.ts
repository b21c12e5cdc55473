import type { FastifyRequest } from 'fastify';
import { GALLERY_MESSAGES, GALLERY_UPLOAD_MAX_BYTES } from '../../../shared/features/gallery.schema.js';
import { AppError, badRequest } from '../../errors.js';
import type { UploadedFile } from './gallery.service.js';

/**
 * Reads one `image` file from a multipart upload, refusing it as soon as it
 * passes the byte limit (the client sends one request per file, so each file
 * has its own progress and its own outcome).
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadedFile> {
  let file: UploadedFile | undefined;
  const parts = request.parts({ limits: { fileSize: GALLERY_UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'image') {
        file = { data: await part.toBuffer(), filename: part.filename };
      } else {
        if (part.type === 'file') part.file.resume();
        throw badRequest('unexpected_field', `The field "${part.fieldname}" is not part of the upload form.`);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', GALLERY_MESSAGES.tooLarge);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') throw badRequest('one_file', 'Send one image per request.');
    throw error;
  }
  if (!file) throw badRequest('no_file', 'Please choose an image to upload.');
  return file;
}
