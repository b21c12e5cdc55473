import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEVICES_PATHS, DeviceIdParamsSchema, DeviceListSchema, SignedOutOthersSchema } from '../../../shared/features/devices.schema.js';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../errors.js';
import { requireUser, signedInUser } from '../../plugins/guards.js';
import { clearSessionCookie, hashSessionToken, readSessionToken } from '../auth/auth.module.js';
import { endDevice, listDevices, signOutOtherDevices } from './devices.service.js';

/** Signed-in devices: the profile's list of the member's sessions, ending one, and ending all others. */
export async function devicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const currentTokenHash = (request: FastifyRequest) => {
    const token = readSessionToken(request, config);
    if (!token) throw unauthorized();
    return hashSessionToken(token);
  };

  // Personal data: the app-wide default `private, no-store` applies (plugins/cache-control.ts).
  api.get(DEVICES_PATHS.list, { preHandler: requireUser, schema: { response: { 200: DeviceListSchema } } }, async (request) =>
    listDevices(ctx, signedInUser(request), currentTokenHash(request)),
  );

  api.delete(DEVICES_PATHS.one, { preHandler: requireUser, schema: { params: DeviceIdParamsSchema } }, async (request, reply) => {
    const { wasCurrent } = await endDevice(ctx, signedInUser(request), request.params.id, currentTokenHash(request));
    // Ending this browser's own session is signing out here.
    if (wasCurrent) clearSessionCookie(reply, config);
    return reply.status(204).send();
  });

  api.post(DEVICES_PATHS.signOutOthers, { preHandler: requireUser, schema: { response: { 200: SignedOutOthersSchema } } }, async (request) =>
    signOutOtherDevices(ctx, signedInUser(request), currentTokenHash(request)),
  );
}
