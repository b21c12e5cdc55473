import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * WebAuthn through SimpleWebAuthn. The relying party is this site: its id is
 * PUBLIC_URL's host name and the only origin accepted is PUBLIC_URL's, so a
 * response made for another site (or page) fails verification here.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: url.hostname, origin: url.origin };
}

/** A stored credential, as verification needs it. */
export interface StoredCredential {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** Why a response was refused (logged; the user gets one message). */
export class WebAuthnRefused extends Error {
  override name = 'WebAuthnRefused';
}

const CEREMONY_TIMEOUT_MS = 5 * 60 * 1000;

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; name: string },
  existing: readonly StoredCredential[],
): Promise<Record<string, unknown>> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    // The account id, so a discoverable passkey names its account without personal data.
    userID: new TextEncoder().encode(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((one) => ({ id: one.credentialId, transports: one.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { ...options };
}

export async function authenticationOptions(rp: RelyingParty, allow: readonly StoredCredential[] = []): Promise<Record<string, unknown>> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: allow.map((one) => ({ id: one.credentialId, transports: one.transports })),
  });
  return { ...options };
}

/** The challenge a response answers, read from its client data (verification checks it again). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

async function refuseOnError<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    throw new WebAuthnRefused(error instanceof Error ? error.message : 'verification failed', { cause: error });
  }
}

export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<StoredCredential & { backedUp: boolean }> {
  const result = await refuseOnError(() =>
    verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false }),
  );
  if (!result.verified) throw new WebAuthnRefused('registration not verified');
  const { credential, credentialBackedUp } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    backedUp: credentialBackedUp,
  };
}

/** Verifies an assertion by this credential; returns its new signature counter. */
export async function verifyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  credential: StoredCredential,
): Promise<{ counter: number; backedUp: boolean }> {
  const result = await refuseOnError(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: credential.credentialId, publicKey: credential.publicKey as Uint8Array<ArrayBuffer>, counter: credential.counter, transports: credential.transports as never },
      requireUserVerification: false,
    }),
  );
  if (!result.verified) throw new WebAuthnRefused('assertion not verified');
  return { counter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
}

export type { AuthenticationResponseJSON, RegistrationResponseJSON };
