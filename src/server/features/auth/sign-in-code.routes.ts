import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  EMAIL_CODE_VALID_MS,
  EmailCodeRequestSchema,
  EmailCodeSentSchema,
  EmailCodeSignInSchema,
  EmailLinkSignInSchema,
  EmailSignedInSchema,
  type CurrentUser,
} from '../../../shared/features/auth.schema.js';
import type { AppContext } from '../../app-context.js';
import { strictRateLimit } from '../../plugins/security.js';
import { readSessionToken, setSessionCookie } from './session-cookie.http.js';
import { clearBrowserNonceCookie, readBrowserNonceCookie, setBrowserNonceCookie } from './sign-in-code-cookie.http.js';
import { sendSignInCode, signInWithCode, signInWithLink } from './sign-in-code.service.js';
import { sessionDeviceOf } from './session-device.http.js';
import { replaceSession } from './sign-in.service.js';

/**
 * E-mailed one-time codes: ask for one, then sign in with it or with the
 * e-mail's link. Counted like every sign-in: per client address and per
 * e-mail address typed (the body's `email`).
 */
export async function signInCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const limited = { config: strictRateLimit(config, 'auth') };

  /** Starts the session in this browser and tells the page where to go next. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, outcome: { user: CurrentUser; returnTo: string }) {
    const session = await replaceSession(ctx, outcome.user, Date.now(), readSessionToken(request, config), sessionDeviceOf(request));
    setSessionCookie(reply, config, session.token, session.expiresAt);
    clearBrowserNonceCookie(reply, config);
    return { returnTo: outcome.returnTo };
  }

  api.post(
    AUTH_PATHS.emailCode,
    { ...limited, schema: { body: EmailCodeRequestSchema, response: { 202: EmailCodeSentSchema } } },
    async (request, reply) => {
      const { browserNonce } = await sendSignInCode(ctx, request.log, { ...request.body, requestedFrom: request.ip });
      setBrowserNonceCookie(reply, config, browserNonce);
      return reply.status(202).send({ sent: true, validForSeconds: EMAIL_CODE_VALID_MS / 1000 });
    },
  );

  api.post(AUTH_PATHS.emailCodeSignIn, { ...limited, schema: { body: EmailCodeSignInSchema, response: { 200: EmailSignedInSchema } } }, async (request, reply) =>
    signedIn(request, reply, await signInWithCode(ctx, request.body)),
  );

  api.post(AUTH_PATHS.emailLinkSignIn, { ...limited, schema: { body: EmailLinkSignInSchema, response: { 200: EmailSignedInSchema } } }, async (request, reply) =>
    signedIn(request, reply, await signInWithLink(ctx, { token: request.body.token, browserNonce: readBrowserNonceCookie(request) })),
  );
}
