import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTICE_TOPIC_LABELS,
  NOTIFICATIONS_PATHS,
  NotificationPreferencesSchema,
  NotificationSettingsSchema,
  PushEndpointSchema,
  PushSubscriptionInputSchema,
  UnsubscribeSchema,
} from '../../../shared/features/notifications.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireUser, signedInUser } from '../../plugins/guards.js';
import { addPushSubscription, getNotificationSettings, removePushSubscription, saveNotificationPreferences, unsubscribe } from './notice-preferences.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unsubscribe</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`;

/** Preferences and push subscriptions (members), and the one-click unsubscribe (a signed link, no session). */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(NOTIFICATIONS_PATHS.preferences, { preHandler: requireUser, schema: { response: { 200: NotificationSettingsSchema } } }, async (request) =>
    getNotificationSettings(ctx, signedInUser(request).id),
  );

  api.put(
    NOTIFICATIONS_PATHS.preferences,
    { preHandler: requireUser, schema: { body: NotificationPreferencesSchema, response: { 200: NotificationSettingsSchema } } },
    async (request) => saveNotificationPreferences(ctx, signedInUser(request).id, request.body),
  );

  api.post(NOTIFICATIONS_PATHS.pushSubscription, { preHandler: requireUser, schema: { body: PushSubscriptionInputSchema } }, async (request, reply) => {
    await addPushSubscription(ctx, signedInUser(request).id, request.body);
    return reply.status(204).send();
  });

  api.delete(NOTIFICATIONS_PATHS.pushSubscription, { preHandler: requireUser, schema: { querystring: PushEndpointSchema } }, async (request, reply) => {
    await removePushSubscription(ctx, signedInUser(request).id, request.query.endpoint);
    return reply.status(204).send();
  });

  // The link in the e-mail's body opens a page that asks; mail scanners that follow links change nothing.
  api.get(NOTIFICATIONS_PATHS.unsubscribe, { schema: { querystring: UnsubscribeSchema } }, async (request, reply) => {
    const action = `${NOTIFICATIONS_PATHS.unsubscribe}?token=${encodeURIComponent(request.query.token)}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(page(`<h1>Unsubscribe</h1><p>Stop these e-mails? You can turn them back on in your profile.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`));
  });

  // RFC 8058 one-click: the mail program posts "List-Unsubscribe=One-Click" as a form; the signed token in the address is the whole check.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(NOTIFICATIONS_PATHS.unsubscribe, { schema: { querystring: UnsubscribeSchema } }, async (request, reply) => {
      const { topic } = await unsubscribe(ctx, request.query.token);
      const label = NOTICE_TOPIC_LABELS[topic];
      return reply.type('text/html; charset=utf-8').send(page(`<h1>Unsubscribed</h1><p>You will no longer receive e-mails about: ${escapeHtml(label)}.</p>`));
    });
  });
}
