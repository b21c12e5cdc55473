import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS, CallbackQuerySchema, LoginQuerySchema } from '../../../shared/features/auth.schema.js';
import type { AppContext } from '../../app-context.js';
import { SignInError } from '../../integrations/oidc.js';
import { strictRateLimit } from '../../plugins/security.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.http.js';
import { sessionDeviceOf } from './session-device.http.js';
import { endSession, hashSessionToken } from './session.service.js';
import { beginSignIn, completeSignIn } from './sign-in.service.js';
import {
  POPUP_SCRIPT,
  clearTransactionCookie,
  readTransactionCookie,
  sendSignInFailed,
  sendSignedIn,
  setTransactionCookie,
} from './sign-in-responses.http.js';

/** A message fit for the user; anything unexpected is logged and told in general terms. */
function failureMessage(error: unknown, log: FastifyBaseLogger): string {
  if (error instanceof SignInError) {
    log.info({ reason: error.reason, err: error.cause }, 'sign-in failed');
    return error.message;
  }
  log.error({ err: error }, 'sign-in failed unexpectedly');
  return 'Sign-in failed. Please try again.';
}

/** Sign-in with the OpenID provider, the popup's helper script, and sign-out. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const limited = { config: strictRateLimit(config, 'auth') };

  api.get(AUTH_PATHS.login, { ...limited, schema: { querystring: LoginQuerySchema } }, async (request, reply) => {
    try {
      const { url, transaction } = await beginSignIn(ctx, request.query);
      setTransactionCookie(reply, config, transaction);
      return reply.redirect(url, 302);
    } catch (error) {
      return sendSignInFailed(reply, request.query.mode, failureMessage(error, request.log));
    }
  });

  api.get(AUTH_PATHS.callback, { ...limited, schema: { querystring: CallbackQuerySchema } }, async (request, reply) => {
    const transaction = readTransactionCookie(request);
    clearTransactionCookie(reply, config);
    const mode = transaction?.mode ?? 'redirect';
    try {
      const previousToken = readSessionToken(request, config);
      const signedIn = await completeSignIn(ctx, new URL(`${config.publicUrl}${request.url}`), transaction, Date.now(), previousToken, sessionDeviceOf(request));
      setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt);
      return sendSignedIn(reply, mode, signedIn.returnTo);
    } catch (error) {
      return sendSignInFailed(reply, mode, failureMessage(error, request.log));
    }
  });

  api.get(AUTH_PATHS.popupScript, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
  );

  // Signing out twice, or when already signed out, is not an error: the result is the same.
  api.post(AUTH_PATHS.logout, async (request, reply) => {
    const token = readSessionToken(request, config);
    if (token) {
      await endSession(ctx.database.db, token);
      // Its open tabs stop at once on whichever instance holds them.
      await ctx.live.closeSessionStreams([hashSessionToken(token)]);
    }
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  });
}
