import type { FastifyRequest } from 'fastify';
import { GALLERY_MESSAGES, GALLERY_UPLOAD_MAX_BYTES } from '../../../shared/features/gallery.schema.js';
import { PublicationInputSchema, type PublicationInput } from '../../../shared/features/publishing.schema.js';
import { badRequest, tooLarge } from '../../errors.js';
import { readMultipartForm, requireFile, type UploadedFile } from '../../plugins/multipart-form.js';

export interface UploadForm {
  file: UploadedFile;
  /** Published now when the form names no state. */
  publication?: PublicationInput;
}

/**
 * Reads the one `image` file of an upload (the client sends one request per
 * file, so each file has its own progress and its own outcome), and the
 * optional publication fields `state` (published, draft, scheduled) and `at`.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form = await readMultipartForm(request, {
    name: 'upload',
    fileField: 'image',
    maxFileBytes: GALLERY_UPLOAD_MAX_BYTES,
    tooLarge: () => tooLarge('file_too_large', GALLERY_MESSAGES.tooLarge),
    textFields: ['state', 'at'],
  });
  const file = requireFile(form);
  if (form.text.state === undefined) return { file };
  const parsed = PublicationInputSchema.safeParse(form.text);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw badRequest('validation_failed', issues[0]?.message ?? 'The publication fields are invalid.', issues);
  }
  return { file, publication: parsed.data };
}
