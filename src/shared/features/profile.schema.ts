import { z } from 'zod';

/** SPEC §5 and §9: profile image at most 5 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 5_242_880;
export const USERNAME_MAX_LENGTH = 40;

/** The exact texts of SPEC §5 and §8 for the profile. */
export const PROFILE_MESSAGES = {
  notAnImage: 'Please select an image file',
  tooLarge: 'File size should be less than 5MB',
  nothingToUpdate: 'Please select a file or update your username',
  usernameTaken: 'Username already taken. Please choose another one.',
  checkFailed: 'Error checking username. Please try again.',
  updateFailed: 'Error updating profile. Please try again.',
} as const;

/** Usernames are trimmed; an empty one means "no username". */
export const UsernameSchema = z
  .string()
  .trim()
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[^\p{C}]*$/u, 'Username cannot contain control characters');

/** GET /api/me/username-available?username=… → { available } (the uniqueness pre-check of SPEC §5). */
export const UsernameAvailabilityQuerySchema = z.object({ username: UsernameSchema });
export const UsernameAvailabilitySchema = z.object({ available: z.boolean() });

/**
 * PUT /api/me/profile takes multipart/form-data with an optional `username`
 * text field and an optional `image` file, and answers with the current user.
 * Refusals: 400 `nothing_to_update`, 400 `not_an_image`, 413 `file_too_large`,
 * 409 `username_taken`, each with the message above.
 */
export const PROFILE_PATHS = {
  profile: '/api/me/profile',
  usernameAvailable: '/api/me/username-available',
} as const;

/** Types the browser may pick (the server decides by the file's bytes, not this list). */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
