import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS, CurrentUserSchema, SignInWaysSchema } from '../../../shared/features/auth.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/guards.js';
import { markMenuHintSeen, ownView, signInWaysOf, toggleRole } from './auth.service.js';

/** The signed-in user's own record. */
export async function meRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userResponse = { response: { 200: CurrentUserSchema } };

  // Personal data: the app-wide default `private, no-store` applies (plugins/cache-control.ts).
  api.get(AUTH_PATHS.me, { preHandler: requireUser, schema: userResponse }, async (request) => ownView(ctx, signedInUser(request)));

  api.get(AUTH_PATHS.signInWays, { preHandler: requireUser, schema: { response: { 200: SignInWaysSchema } } }, async (request) =>
    signInWaysOf(ctx.database.db, signedInUser(request).id),
  );

  api.post(AUTH_PATHS.menuHintSeen, { preHandler: requireUser, schema: userResponse }, async (request) =>
    ownView(ctx, await markMenuHintSeen(ctx, signedInUser(request).id)),
  );

  // SPEC §4: only admins see and use the role toggle; it cycles their own role.
  api.post(AUTH_PATHS.toggleRole, { preHandler: requireAdmin, schema: userResponse }, async (request) =>
    ownView(ctx, await toggleRole(ctx, signedInUser(request).id)),
  );
}
