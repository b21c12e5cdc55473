import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema } from '../../../shared/features/auth.schema.js';
import {
  PROFILE_PATHS,
  UsernameAvailabilityQuerySchema,
  UsernameAvailabilitySchema,
} from '../../../shared/features/profile.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireUser, signedInUser } from '../../plugins/guards.js';
import { strictRateLimit } from '../../plugins/security.js';
import { readProfileForm } from './profile.form.js';
import { isUsernameAvailable, updateProfile } from './profile.service.js';

/** Profile: the username pre-check and the update (signed-in users only); pictures are served by the media route. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    PROFILE_PATHS.usernameAvailable,
    { preHandler: requireUser, schema: { querystring: UsernameAvailabilityQuerySchema, response: { 200: UsernameAvailabilitySchema } } },
    async (request) => ({ available: await isUsernameAvailable(ctx, signedInUser(request), request.query.username) }),
  );

  api.put(
    PROFILE_PATHS.profile,
    { preHandler: requireUser, config: strictRateLimit(ctx.config, 'upload'), schema: { response: { 200: CurrentUserSchema } } },
    async (request) => updateProfile(ctx, signedInUser(request), await readProfileForm(request)),
  );
}
