import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AUTH_PATHS,
  CurrentUserSchema,
  EmailCodeSentSchema,
  EmailSignedInSchema,
  type CurrentUser,
} from '../../../shared/features/auth.schema.js';
import { SIGNED_IN_USER_ELEMENT_ID } from '../../../shared/page-slots.js';
import { api, ApiRequestError } from '../../lib/api-client';
import { readEmbeddedJson } from '../../lib/embedded-json';
import { MEDIA_URL_QUERY_OPTIONS } from '../../lib/media-urls';

/** The signed-in user (GET /api/me) and what changes it. */

/** The current user, or null when signed out: a 401 is an answer here, not an error. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get(AUTH_PATHS.me, { schema: CurrentUserSchema, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  // Live events invalidate it when the record changes; a focus refetch catches a sign-out elsewhere.
  staleTime: 30_000,
  // It carries the profile picture's signed URL.
  ...MEDIA_URL_QUERY_OPTIONS,
});

/**
 * The signed-in user the server put in the page, into the cache: the signed-in pages draw at once
 * instead of asking /api/me first. Read once and removed, so a later sign-out never brings it back.
 */
export function seedCurrentUser(queryClient: QueryClient): void {
  const parsed = CurrentUserSchema.safeParse(readEmbeddedJson(SIGNED_IN_USER_ELEMENT_ID));
  document.getElementById(SIGNED_IN_USER_ELEMENT_ID)?.remove();
  if (parsed.success) queryClient.setQueryData(currentUserQuery.queryKey, parsed.data);
}

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** E-mailed codes: ask for one, then sign in with it, or with the e-mail's link in the browser that asked. */
export const askForEmailCode = (email: string, returnTo: string) => api.post(AUTH_PATHS.emailCode, { email, returnTo }, { schema: EmailCodeSentSchema });
export const signInWithEmailCode = (email: string, code: string) => api.post(AUTH_PATHS.emailCodeSignIn, { email, code }, { schema: EmailSignedInSchema });
export const signInWithEmailLink = (token: string) => api.post(AUTH_PATHS.emailLinkSignIn, { token }, { schema: EmailSignedInSchema });

export const signOut = () => api.post<void>(AUTH_PATHS.logout);
export const toggleRole = () => api.post(AUTH_PATHS.toggleRole, undefined, { schema: CurrentUserSchema });
export const markMenuHintSeen = () => api.post(AUTH_PATHS.menuHintSeen, undefined, { schema: CurrentUserSchema });

/** Mutations whose answer is the new user record update the cache at once. */
function useUserMutation(mutationFn: () => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

export const useToggleRole = () => useUserMutation(toggleRole);
export const useMarkMenuHintSeen = () => useUserMutation(markMenuHintSeen);

/** Puts a user record the server just returned (e.g. after a profile update) into the cache. */
export function useSetCurrentUser(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(currentUserQuery.queryKey, user);
}
