import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { apiPath } from '../../../shared/api-paths.js';
import {
  CeremonyOptionsSchema,
  PASSKEYS_PATHS,
  PasskeyCheckedSchema,
  PasskeyListSchema,
  PasskeySchema,
  SignedInWithPasskeySchema,
  type PasskeyList,
} from '../../../shared/features/passkeys.schema.js';
import { api } from '../../lib/api-client';

/** Passkeys: the profile's list and the browser's ceremonies (SimpleWebAuthn). */

export const passkeysQuery = queryOptions({
  queryKey: ['passkeys'],
  queryFn: ({ signal }) => api.get(PASSKEYS_PATHS.list, { schema: PasskeyListSchema, signal }),
});

export const usePasskeys = () => useQuery(passkeysQuery);

export const passkeysSupported = (): boolean => typeof window !== 'undefined' && browserSupportsWebAuthn();

/** What a person reads when the browser's prompt ends without a passkey. */
export function ceremonyMessage(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return 'The passkey prompt was closed. Try again when ready.';
  if (error instanceof Error && error.name === 'NotAllowedError') return 'No passkey was used. Try again when ready.';
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for you.';
  return error instanceof Error && error.message ? error.message : 'The passkey could not be used. Please try again.';
}

const ceremonyOptions = async (ceremony: 'register' | 'sign-in' | 'check') =>
  (await api.post(PASSKEYS_PATHS.challenges, { ceremony }, { schema: CeremonyOptionsSchema })).options;

export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = (await ceremonyOptions('sign-in')) as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  const response = await startAuthentication({ optionsJSON });
  await api.post(PASSKEYS_PATHS.signIn, { response }, { schema: SignedInWithPasskeySchema });
}

/** A passkey check of this session, for admin actions. */
export async function checkWithPasskey(): Promise<void> {
  const optionsJSON = (await ceremonyOptions('check')) as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  const response = await startAuthentication({ optionsJSON });
  await api.post(PASSKEYS_PATHS.check, { response }, { schema: PasskeyCheckedSchema });
}

function useListChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }) });
}

export const useAddPasskey = () =>
  useListChange(async () => {
    const optionsJSON = (await ceremonyOptions('register')) as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
    const response = await startRegistration({ optionsJSON });
    return api.post(PASSKEYS_PATHS.register, { response }, { schema: PasskeySchema });
  });

export const useRenamePasskey = () =>
  useListChange(({ id, name }: { id: string; name: string }) => api.patch(apiPath(PASSKEYS_PATHS.one, { id }), { name }, { schema: PasskeySchema }));

export const useRemovePasskey = () => useListChange((id: string) => api.delete(apiPath(PASSKEYS_PATHS.one, { id })));

export const useRequireForAdmin = () =>
  useListChange((required: boolean): Promise<PasskeyList> => api.put(PASSKEYS_PATHS.adminRequirement, { required }, { schema: PasskeyListSchema }));
