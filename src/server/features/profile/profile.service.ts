import path from 'node:path';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { PROFILE_MESSAGES, UsernameSchema } from '../../../shared/features/profile.schema.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict } from '../../errors.js';
import { safeFileName } from '../../integrations/storage.js';
import { encodeWebp, IMAGE_CONTENT_TYPES, sniffImageType } from '../../media/images.js';
import { MEDIA_URL_ROOT } from '../../media/signed-media-urls.js';
import { isUsernameTaken, ownView, updateUserInTransaction, updateUserRecord } from '../auth/auth.service.js';
import { writeFilesThenRecord } from '../media-files/media-files.service.js';
import type { ProfileForm } from './profile.form.js';

/** Where profile pictures are stored (the Police list names them by it). */
export const PROFILE_IMAGE_PREFIX = 'profile_images/';

/** Profile pictures are shown small; 512 px covers high-density screens. */
const PROFILE_IMAGE_SIZE = 512;
/** How a stored picture is recorded on the user: its storage key under the media root (signed when sent). */
const MEDIA_PREFIX = MEDIA_URL_ROOT;

/** The form's username, trimmed, or a 400 with the rule it breaks (too long, control characters). */
function parseUsername(raw: string): string {
  const parsed = UsernameSchema.safeParse(raw);
  if (!parsed.success) throw badRequest('invalid_username', parsed.error.issues[0]?.message ?? 'This username cannot be used.');
  return parsed.data;
}

const usernameTaken = () => conflict('username_taken', PROFILE_MESSAGES.usernameTaken);

export async function isUsernameAvailable(ctx: AppContext, user: CurrentUser, username: string): Promise<boolean> {
  return username === '' || !(await isUsernameTaken(ctx.database.db, username, user.id));
}

/** Re-encodes the picture and names it profile_images/{uid}/{timestamp}_{filename}. */
async function prepareProfileImage(userId: string, image: NonNullable<ProfileForm['image']>): Promise<{ key: string; data: Buffer }> {
  if (!sniffImageType(image.data)) throw badRequest('not_an_image', PROFILE_MESSAGES.notAnImage);
  const encoded = await encodeWebp(image.data, PROFILE_IMAGE_SIZE);
  const base = safeFileName(path.parse(image.filename).name, 'profile');
  return { key: `${PROFILE_IMAGE_PREFIX}${userId}/${Date.now()}_${base}.webp`, data: encoded.data };
}

/**
 * SPEC §5: a new picture or an edited (trimmed) username is required; a changed
 * username must be free. The unique index decides races between two updates.
 * A failed update removes the picture it stored; a replaced picture is removed.
 * Returns the record as the user's browser receives it (picture URL signed).
 */
export async function updateProfile(ctx: AppContext, user: CurrentUser, form: ProfileForm): Promise<CurrentUser> {
  const username = form.username === undefined ? undefined : parseUsername(form.username);
  const usernameChanged = username !== undefined && (username || null) !== user.profile.username;
  if (!form.image && !usernameChanged) throw badRequest('nothing_to_update', PROFILE_MESSAGES.nothingToUpdate);
  if (usernameChanged && username && (await isUsernameTaken(ctx.database.db, username, user.id))) throw usernameTaken();

  const image = form.image ? await prepareProfileImage(user.id, form.image) : undefined;
  const changes = {
    ...(usernameChanged ? { username: username || null } : {}),
    ...(image ? { profileImage: `${MEDIA_PREFIX}${image.key}` } : {}),
  };
  let updated: CurrentUser;
  try {
    // A new picture is written, then recorded: a failure (or a crash) between the two leaves no file behind.
    updated = image
      ? await writeFilesThenRecord(ctx, [image.key], () => ctx.storage.put(image.key, image.data, IMAGE_CONTENT_TYPES.webp), (tx) => updateUserInTransaction(ctx, tx, user.id, changes))
      : await updateUserRecord(ctx, user.id, changes);
  } catch (error) {
    throw isUniqueViolation(error) ? usernameTaken() : error;
  }
  const oldImage = user.profile.profileImage;
  if (image && oldImage?.startsWith(MEDIA_PREFIX)) await ctx.storage.delete(oldImage.slice(MEDIA_PREFIX.length));
  return ownView(ctx, updated);
}
