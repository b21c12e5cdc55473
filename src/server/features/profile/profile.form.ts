import type { FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../../shared/features/profile.schema.js';
import { tooLarge } from '../../errors.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';

export interface ProfileForm {
  username?: string;
  image?: { data: Buffer; filename: string };
}

/** Reads the multipart profile form: an optional `username` field and an optional `image` file of at most 5 MB. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const form = await readMultipartForm(request, {
    name: 'profile',
    fileField: 'image',
    maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
    tooLarge: () => tooLarge('file_too_large', PROFILE_MESSAGES.tooLarge),
    textFields: ['username'],
    maxTextBytes: 1024,
  });
  return { username: form.text.username, image: form.file };
}
