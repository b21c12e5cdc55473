import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../permissions.js';

/** Sign-in, sessions and the signed-in user (SPEC §3 user document, §4 tier and auth). */

export const RoleSchema = z.enum(ROLES);
export const PermissionSchema = z.enum(PERMISSIONS);
export const TierSchema = z.enum(['basic', 'pro']);
export const SubscriptionStatusSchema = z.enum(['active', 'pending_cancellation', 'canceled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** Seconds since the epoch, as the subscription dates are kept in SPEC §3. */
const EpochSeconds = z.number().int().nonnegative();

export const UserProfileSchema = z.object({
  username: z.string().nullable(),
  userEmail: z.string(),
  /** Absolute or site-relative URL of the profile image, or null for the letter placeholder. */
  profileImage: z.string().nullable(),
});

/** What GET /api/me returns: the user record plus what the rules derive from it. */
export const CurrentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: RoleSchema,
  isAdmin: z.boolean(),
  isPro: z.boolean(),
  /** Pro given by the owner without payment, until revoked or its end date. */
  complimentaryPro: z.boolean(),
  /** When that complimentary Pro ends; null while it has no end date (or there is none). */
  complimentaryEndsAt: EpochSeconds.nullable(),
  tier: TierSchema,
  subscriptionStatus: SubscriptionStatusSchema.nullable(),
  subscriptionStartDate: EpochSeconds.nullable(),
  subscriptionEndDate: EpochSeconds.nullable(),
  menuHintSeen: z.boolean(),
  profile: UserProfileSchema,
  permissions: z.array(PermissionSchema),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const SIGN_IN_MODES = ['popup', 'redirect'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

/** Query of GET /api/auth/login. An unsafe returnTo is replaced, not refused (see safeReturnTo). */
export const LoginQuerySchema = z.object({
  mode: z.enum(SIGN_IN_MODES).default('redirect'),
  // No length limit here: safeReturnTo replaces an overlong one, like any other unsafe value.
  returnTo: z.string().optional(),
});
export type LoginQuery = z.infer<typeof LoginQuerySchema>;

/** Query of GET /api/auth/callback; the whole URL is handed to the OpenID client, which checks it. */
export const CallbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

/** Where a signed-in user lands when no (safe) destination was asked for. */
export const DEFAULT_RETURN_TO = '/auth-home';

/**
 * Characters a URL path, query and fragment may hold as they are (RFC 3986): every
 * one is also valid in a `Location` header. Anything else (spaces, quotes,
 * backslashes, control or non-ASCII characters) must arrive percent-encoded.
 */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%#]*$/;

/**
 * A same-site path to return to after sign-in, or the dashboard. Refuses
 * absolute and protocol-relative URLs (`//evil`, `/\evil`) and any character
 * outside SAFE_PATH, so the value always fits a redirect header.
 */
export function safeReturnTo(value: string | undefined | null): string {
  if (!value || value.length > 2048 || !SAFE_PATH.test(value) || value.startsWith('//')) return DEFAULT_RETURN_TO;
  return value;
}

/** The popup reports the outcome on this BroadcastChannel (and to window.opener). */
export const AUTH_CHANNEL = 'auth';

export const AuthMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signed-in') }),
  z.object({ type: z.literal('sign-in-failed'), message: z.string() }),
]);
export type AuthMessage = z.infer<typeof AuthMessageSchema>;

/**
 * Every state-changing request carries this header (besides a same-origin
 * Origin); a cross-site form cannot set it, so the server refuses requests without it.
 */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'fetch' } as const;

export const AUTH_PATHS = {
  /** GET: start signing in (query: mode, returnTo). */
  login: '/api/auth/login',
  /** GET: the identity provider sends the browser back here. */
  callback: '/api/auth/callback',
  logout: '/api/auth/logout',
  /** The script the sign-in popup's last page runs (a file, so the page needs no inline script). */
  popupScript: '/api/auth/popup-done.js',
  /** GET: the signed-in user. */
  me: '/api/me',
  menuHintSeen: '/api/me/menu-hint-seen',
  /** POST (owner): switch between the owner and the Basic view of the site. */
  toggleRole: '/api/me/toggle-role',
  /** GET: the ways the signed-in member can sign in to this account. */
  signInWays: '/api/me/sign-in-ways',
  /** POST: e-mail a one-time sign-in code (and a link bound to this browser) to an address. */
  emailCode: '/api/auth/email-code',
  /** POST: sign in with the address and the code from that e-mail. */
  emailCodeSignIn: '/api/auth/email-code/sign-in',
  /** POST: sign in with the e-mail's link, only in the browser that asked for it. */
  emailLinkSignIn: '/api/auth/email-link/sign-in',
} as const;

/** A one-time sign-in code: six digits, valid this long, this many tries (then a new code is needed). */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_VALID_MS = 10 * 60_000;
export const EMAIL_CODE_MAX_TRIES = 5;
/** The e-mail's link opens /google-signup with its token after this fragment key (a fragment never reaches logs). */
export const EMAIL_LINK_FRAGMENT = 'sign-in-link';

const EmailAddressSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.').max(254));

/** POST /api/auth/email-code. The answer is the same whether or not an account uses the address. */
export const EmailCodeRequestSchema = z.object({
  email: EmailAddressSchema,
  returnTo: z.string().optional(),
});
export type EmailCodeRequest = z.infer<typeof EmailCodeRequestSchema>;

export const EmailCodeSentSchema = z.object({ sent: z.literal(true), validForSeconds: z.number().int() });

/** POST /api/auth/email-code/sign-in. */
export const EmailCodeSignInSchema = z.object({
  email: EmailAddressSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), `Enter the ${EMAIL_CODE_LENGTH}-digit code from the e-mail.`),
});
export type EmailCodeSignIn = z.infer<typeof EmailCodeSignInSchema>;

/** POST /api/auth/email-link/sign-in: the token from the e-mail's link. */
export const EmailLinkSignInSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That sign-in link is not complete.') });

/** GET /api/me/sign-in-ways: which ways into the account are linked (one account per person). */
export const SignInWaysSchema = z.object({ google: z.boolean(), emailCode: z.boolean() });

/** What a code or link sign-in answers: where to go next (the same rule as Google's returnTo). */
export const EmailSignedInSchema = z.object({ returnTo: z.string() });
