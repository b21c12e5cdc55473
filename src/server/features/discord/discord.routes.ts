import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DiscordCallbackQuerySchema, DiscordLinkStartSchema, DiscordStatusSchema, DISCORD_PATHS, MyDiscordSchema } from '../../../shared/features/discord.schema.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/guards.js';
import { startLinkState, takeLinkState } from './discord-link-cookie.http.js';
import { checkLinkState, discordAuthorizeUrl, discordStatus, finishDiscordLink, myDiscord, unlinkDiscord } from './discord.service.js';

/** Where the browser lands after Discord: the dashboard, told how the link went. */
const backToSite = (outcome: 'linked' | 'cancelled') => `${CLIENT_ROUTES.authHome}?discord=${outcome}`;

/** The member's Discord link (profile) and the owner's view of role sync (Integrations). */
export async function discordRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(DISCORD_PATHS.mine, { preHandler: requireUser, schema: { response: { 200: MyDiscordSchema } } }, async (request) => myDiscord(ctx, signedInUser(request)));

  api.delete(DISCORD_PATHS.mine, { preHandler: requireUser }, async (request, reply) => {
    await unlinkDiscord(ctx, signedInUser(request));
    return reply.code(204).send();
  });

  api.post(DISCORD_PATHS.link, { preHandler: requireUser, schema: { response: { 200: DiscordLinkStartSchema } } }, async (request, reply) => {
    const user = signedInUser(request);
    return { url: discordAuthorizeUrl(ctx, user, () => startLinkState(reply, ctx.config, user.id)) };
  });

  api.get(DISCORD_PATHS.callback, { preHandler: requireUser, schema: { querystring: DiscordCallbackQuerySchema } }, async (request, reply) => {
    const user = signedInUser(request);
    checkLinkState(takeLinkState(request, reply, ctx.config, user.id, request.query.state));
    if (request.query.error) return reply.redirect(backToSite('cancelled'), 303);
    await finishDiscordLink(ctx, user, request.query.code);
    return reply.redirect(backToSite('linked'), 303);
  });

  api.get(DISCORD_PATHS.status, { preHandler: requireAdmin, schema: { response: { 200: DiscordStatusSchema } } }, async () => discordStatus(ctx));
}
