import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../../shared/features/profile.schema.js';
import { ApiRequestError, errorMessage, isStorageFault } from '../../lib/api-client';
import { isUsernameAvailable, updateProfile } from './profile.api';

/** The client half of the profile rules of SPEC §5; the server enforces the same and more. */

/** The message for a picked file that cannot be used, or null when it is fine. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.notAnImage;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_MESSAGES.tooLarge;
  return null;
}

/** A 4xx with the API's {code, message}: the server refused for a reason the user can act on. */
function isRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.code !== 'request_failed';
}

export type SaveResult = { ok: true; user: CurrentUser } | { ok: false; message: string };

export interface SaveInput {
  currentUsername: string | null;
  username: string;
  image: File | null;
}

/** Validates, checks the username's availability (failing open), then saves. */
export async function saveProfile({ currentUsername, username, image }: SaveInput): Promise<SaveResult> {
  const trimmed = username.trim();
  const usernameChanged = trimmed !== (currentUsername ?? '');
  if (!image && !usernameChanged) return { ok: false, message: PROFILE_MESSAGES.nothingToUpdate };
  if (image) {
    const problem = imageProblem(image);
    if (problem) return { ok: false, message: problem };
  }

  // Unchanged or empty: no uniqueness check (SPEC §5).
  if (usernameChanged && trimmed !== '') {
    try {
      if (!(await isUsernameAvailable(trimmed))) return { ok: false, message: PROFILE_MESSAGES.usernameTaken };
    } catch (error) {
      // The check failing on the network or the server does not block the update (fails open);
      // a refused check (4xx) means the request itself was wrong.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        return { ok: false, message: PROFILE_MESSAGES.checkFailed };
      }
    }
  }

  try {
    const user = await updateProfile({ username: usernameChanged ? trimmed : undefined, image: image ?? undefined });
    return { ok: true, user };
  } catch (error) {
    // Refusals (nothing_to_update, not_an_image, file_too_large, username_taken…) and storage faults
    // (a full disk, unreachable file storage) carry their message.
    if (isRefusal(error) || isStorageFault(error)) return { ok: false, message: errorMessage(error) };
    return { ok: false, message: PROFILE_MESSAGES.updateFailed };
  }
}
