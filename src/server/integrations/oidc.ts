import * as client from 'openid-client';

/**
 * The one adapter to an OpenID provider (Google, or the local stand-in):
 * authorization code flow with PKCE S256, state and nonce. openid-client checks
 * the callback (state, iss) and the ID token (issuer, audience, expiry, nonce).
 */

/** Basic profile information only (SPEC §1): nothing beyond these scopes is ever asked for. */
export const SIGN_IN_SCOPES = 'openid email profile';

export type OidcFetch = client.CustomFetch;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback, exactly as registered with the provider. */
  redirectUri: string;
  /** Plain http is allowed for the local provider only. */
  allowInsecureHttp: boolean;
  /** Replaces the network for the provider's endpoints (the local provider is reached in-process). */
  fetch?: OidcFetch;
  /** Extra authorization request parameters, e.g. `prompt`. */
  authorizationParams?: Record<string, string>;
}

/** What the browser must keep between leaving for the provider and coming back. */
export interface SignInChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type SignInFailure = 'cancelled' | 'rejected' | 'unverified' | 'unavailable' | 'expired' | 'no_email';

const FAILURE_MESSAGES: Record<SignInFailure, string> = {
  cancelled: 'Sign-in was cancelled.',
  rejected: 'The sign-in provider refused the sign-in. Please try again.',
  unverified: 'The sign-in could not be verified. Please try again.',
  unavailable: 'The sign-in provider could not be reached. Please try again in a moment.',
  expired: 'The sign-in took too long or was started in another browser. Please try again.',
  no_email: 'Your account did not share an e-mail address, which this site needs to sign you in.',
};

/** A sign-in that did not succeed, with a message fit to show the user. */
export class SignInError extends Error {
  override name = 'SignInError';
  constructor(
    readonly reason: SignInFailure,
    options?: { cause?: unknown },
  ) {
    super(FAILURE_MESSAGES[reason], options);
  }
}

export interface OidcClient {
  readonly issuer: string;
  beginSignIn(): Promise<{ url: string; checks: SignInChecks }>;
  finishSignIn(callbackUrl: URL, checks: SignInChecks): Promise<VerifiedIdentity>;
}

function discover(settings: OidcSettings): Promise<client.Configuration> {
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    { client_secret: settings.clientSecret, redirect_uris: [settings.redirectUri], response_types: ['code'] },
    client.ClientSecretPost(settings.clientSecret),
    {
      ...(settings.fetch ? { [client.customFetch]: settings.fetch } : {}),
      execute: settings.allowInsecureHttp ? [client.allowInsecureRequests] : [],
    },
  );
}

function classify(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    const reason = error.error === 'access_denied' ? 'cancelled' : 'rejected';
    return new SignInError(reason, { cause: error });
  }
  if (error instanceof TypeError && !(error instanceof client.ClientError)) {
    // fetch() reports an unreachable provider as a TypeError.
    return new SignInError('unavailable', { cause: error });
  }
  return new SignInError('unverified', { cause: error });
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  // Discovered once and kept; a failed discovery is retried on the next sign-in.
  let configuration: Promise<client.Configuration> | null = null;
  const configured = (): Promise<client.Configuration> => {
    configuration ??= discover(settings).catch((error: unknown) => {
      configuration = null;
      throw new SignInError('unavailable', { cause: error });
    });
    return configuration;
  };

  return {
    issuer: settings.issuer,

    async beginSignIn() {
      const config = await configured();
      const checks: SignInChecks = {
        codeVerifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        ...settings.authorizationParams,
        redirect_uri: settings.redirectUri,
        scope: SIGN_IN_SCOPES,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    async finishSignIn(callbackUrl, checks) {
      try {
        const config = await configured();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new SignInError('unverified');
        return {
          issuer: claims.iss,
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
        };
      } catch (error) {
        throw classify(error);
      }
    },
  };
}
