import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminRequirementSchema,
  AssertionSchema,
  CeremonyOptionsSchema,
  ChallengeRequestSchema,
  PASSKEYS_PATHS,
  PasskeyCheckedSchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeySchema,
  RegisterPasskeySchema,
  RenamePasskeySchema,
  SignedInWithPasskeySchema,
} from '../../../shared/features/passkeys.schema.js';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../errors.js';
import { requireUser, signedInUser } from '../../plugins/guards.js';
import { strictRateLimit } from '../../plugins/security.js';
import { endSession, readSessionToken, sessionDeviceOf, setSessionCookie, startSession } from '../auth/auth.module.js';
import {
  checkWithPasskey,
  listOwnPasskeys,
  markSessionChecked,
  registerPasskey,
  removeOwnPasskey,
  renameOwnPasskey,
  setRequiredForAdmin,
  signInWithPasskey,
  startCeremony,
} from './passkeys.service.js';

/** Passkeys: the profile's list, the three ceremonies, and the owner's requirement for admin actions. */
export async function passkeysRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  // Counted like the other sign-in routes: guesses and replays cost the sender.
  const limited = { config: strictRateLimit(config, 'auth') };
  const sessionToken = (request: FastifyRequest) => {
    const token = readSessionToken(request, config);
    if (!token) throw unauthorized();
    return token;
  };

  api.get(PASSKEYS_PATHS.list, { preHandler: requireUser, schema: { response: { 200: PasskeyListSchema } } }, async (request) =>
    listOwnPasskeys(ctx, signedInUser(request)),
  );

  api.post(
    PASSKEYS_PATHS.challenges,
    { ...limited, schema: { body: ChallengeRequestSchema, response: { 200: CeremonyOptionsSchema } } },
    async (request) => ({ options: await startCeremony(ctx, request.user, request.body.ceremony) }),
  );

  api.post(
    PASSKEYS_PATHS.register,
    { ...limited, preHandler: requireUser, schema: { body: RegisterPasskeySchema, response: { 201: PasskeySchema } } },
    async (request, reply) => reply.code(201).send(await registerPasskey(ctx, request.log, signedInUser(request), request.body)),
  );

  api.post(PASSKEYS_PATHS.signIn, { ...limited, schema: { body: AssertionSchema, response: { 200: SignedInWithPasskeySchema } } }, async (request, reply) => {
    const userId = await signInWithPasskey(ctx, request.log, request.body.response);
    const db = ctx.database.db;
    const session = await startSession(db, userId, sessionDeviceOf(request));
    // One browser holds one session, as with Google: the one it had before ends.
    const previous = readSessionToken(request, config);
    if (previous) await endSession(db, previous);
    // Signing in with a passkey is itself a passkey check.
    await markSessionChecked(ctx, session.token);
    setSessionCookie(reply, config, session.token, session.expiresAt);
    return { signedIn: true as const };
  });

  api.post(
    PASSKEYS_PATHS.check,
    { ...limited, preHandler: requireUser, schema: { body: AssertionSchema, response: { 200: PasskeyCheckedSchema } } },
    async (request) => checkWithPasskey(ctx, request.log, signedInUser(request), sessionToken(request), request.body.response),
  );

  api.patch(
    PASSKEYS_PATHS.one,
    { preHandler: requireUser, schema: { params: PasskeyIdParamsSchema, body: RenamePasskeySchema, response: { 200: PasskeySchema } } },
    async (request) => renameOwnPasskey(ctx, signedInUser(request), request.params.id, request.body.name),
  );

  api.delete(PASSKEYS_PATHS.one, { preHandler: requireUser, schema: { params: PasskeyIdParamsSchema } }, async (request, reply) => {
    await removeOwnPasskey(ctx, signedInUser(request), request.params.id);
    return reply.status(204).send();
  });

  api.put(
    PASSKEYS_PATHS.adminRequirement,
    { preHandler: requireUser, schema: { body: AdminRequirementSchema, response: { 200: PasskeyListSchema } } },
    async (request) => setRequiredForAdmin(ctx, signedInUser(request), sessionToken(request), request.body.required),
  );
}
