import { z } from 'zod';

/** Passkeys (WebAuthn): added in the profile, used to sign in and to confirm admin actions. */
export const PASSKEYS_PATHS = {
  /** GET (member): own passkeys and whether admin actions need a passkey check. */
  list: '/api/passkeys',
  /** POST: options for a ceremony (register: signed in; sign-in: anyone; check: signed in). */
  challenges: '/api/passkeys/challenges',
  /** POST (member): keeps a new passkey from a registration response. */
  register: '/api/passkeys/register',
  /** POST (anyone): signs in with a passkey's assertion. */
  signIn: '/api/passkeys/sign-in',
  /** POST (member): a passkey check for this session (admin actions, turning the requirement off). */
  check: '/api/passkeys/check',
  /** PATCH (member): rename; DELETE: remove. */
  one: '/api/passkeys/:id',
  /** PUT (admin): whether admin actions of this account need a recent passkey check. */
  adminRequirement: '/api/passkeys/admin-requirement',
} as const;

/** The 403 code that tells the client to run a passkey check and try again. */
export const PASSKEY_CHECK_REQUIRED = 'passkey_check_required';
/** How long a passkey check lets a session's admin actions through. */
export const PASSKEY_CHECK_VALID_MS = 12 * 60 * 60 * 1000;
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const PASSKEY_MESSAGES = {
  checkRequired: 'Confirm it is you with your passkey to continue.',
  challengeInvalid: 'This passkey request has expired or was already used. Please try again.',
  responseInvalid: 'That passkey response could not be verified for this site. Please try again.',
  unknownPasskey: 'That passkey is not registered here. Sign in another way, then add it in your profile.',
  alreadyAdded: 'That passkey is already added.',
  needsPasskey: 'Add a passkey first, so you can still confirm admin actions.',
  lastPasskeyRequired: 'Admin actions need a passkey: turn that off before removing your last passkey.',
} as const;

export const CEREMONIES = ['register', 'sign-in', 'check'] as const;
export const ChallengeRequestSchema = z.object({ ceremony: z.enum(CEREMONIES) }).strict();

const base64url = z.string().regex(/^[A-Za-z0-9_-]*={0,2}$/).max(16_384);

/** The browser's answer, as @simplewebauthn/browser sends it; checked in full by the server's verifier. */
const credentialEnvelope = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const RegistrationResponseSchema = z.object({
  ...credentialEnvelope,
  response: z.object({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const AuthenticationResponseSchema = z.object({
  ...credentialEnvelope,
  response: z.object({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
});

const passkeyName = z.string().trim().min(1, 'Give the passkey a name.').max(PASSKEY_NAME_MAX_LENGTH);

export const RegisterPasskeySchema = z.object({ name: passkeyName.optional(), response: RegistrationResponseSchema }).strict();
export const AssertionSchema = z.object({ response: AuthenticationResponseSchema }).strict();
export const RenamePasskeySchema = z.object({ name: passkeyName }).strict();
export const PasskeyIdParamsSchema = z.object({ id: z.uuid() });
export const AdminRequirementSchema = z.object({ required: z.boolean() }).strict();

export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Epoch seconds. */
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  /** Synced across the owner's devices (a password manager or platform account). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListSchema = z.object({
  passkeys: z.array(PasskeySchema),
  /** Admin actions of this account need a passkey check in the last 12 hours. */
  requiredForAdmin: z.boolean(),
});
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

/** Options for the browser's ceremony: what @simplewebauthn/browser takes as optionsJSON. */
export const CeremonyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });

export const SignedInWithPasskeySchema = z.object({ signedIn: z.literal(true) });
export const PasskeyCheckedSchema = z.object({ checkedUntil: z.number() });
