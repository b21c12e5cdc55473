import { queryOptions } from '@tanstack/react-query';
import { AUTH_PATHS, CurrentUserSchema, SignInWaysSchema, type CurrentUser } from '../../../shared/features/auth.schema.js';
import { PROFILE_PATHS, UsernameAvailabilitySchema } from '../../../shared/features/profile.schema.js';
import { api } from '../../lib/api-client';

/** The profile endpoints (SPEC §5). */

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const query = new URLSearchParams({ username }).toString();
  const { available } = await api.get(`${PROFILE_PATHS.usernameAvailable}?${query}`, { schema: UsernameAvailabilitySchema });
  return available;
}

export interface ProfileUpdate {
  /** Sent only when it changed; an empty string clears the username. */
  username?: string;
  image?: File;
}

export function updateProfile(update: ProfileUpdate): Promise<CurrentUser> {
  const form = new FormData();
  if (update.username !== undefined) form.append('username', update.username);
  if (update.image) form.append('image', update.image, update.image.name);
  return api.put(PROFILE_PATHS.profile, form, { schema: CurrentUserSchema });
}

/** The ways into the member's account (Google, e-mailed code), one account per verified address. */
export const signInWaysQuery = queryOptions({
  queryKey: ['me', 'sign-in-ways'],
  queryFn: ({ signal }) => api.get(AUTH_PATHS.signInWays, { schema: SignInWaysSchema, signal }),
});
