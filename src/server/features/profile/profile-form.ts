import type { FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../../shared/features/profile.schema.js';
import { AppError, badRequest } from '../../errors.js';

export interface ProfileForm {
  username?: string;
  image?: { data: Buffer; filename: string };
}

/**
 * Reads the multipart profile form: an optional `username` field and an
 * optional `image` file of at most 5 MB. Anything else is refused.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const form: ProfileForm = {};
  const parts = request.parts({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'image') {
        form.image = { data: await part.toBuffer(), filename: part.filename };
      } else if (part.type === 'field' && part.fieldname === 'username' && typeof part.value === 'string') {
        form.username = part.value;
      } else {
        if (part.type === 'file') part.file.resume();
        throw badRequest('unexpected_field', `The field "${part.fieldname}" is not part of the profile form.`);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'file_too_large', PROFILE_MESSAGES.tooLarge);
    }
    throw error;
  }
  return form;
}
