import { createECDH, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { recordDay } from '../features/analytics/analytics.service.js';
import { catchUpWithProvider } from '../features/subscription/payment-catch-up.service.js';
import { hitRateLimit } from '../plugins/rate-limit.repo.js';
import { AUTH_PATHS } from '../../shared/features/auth.schema.js';
import { PASSKEYS_PATHS } from '../../shared/features/passkeys.schema.js';
import { DEFAULT_PREFERENCES, NOTIFICATIONS_PATHS } from '../../shared/features/notifications.schema.js';
import { WEBHOOKS_PATHS } from '../../shared/features/webhooks.schema.js';
import { syncDiscordRoles } from '../features/discord/discord.service.js';
import { linkDiscord } from './discord.js';
import { API_KEYS_PATHS } from '../../shared/features/api-keys.schema.js';
import { RETENTION_PATHS } from '../../shared/features/retention.schema.js';
import { claimRenewalReminder } from '../features/retention/retention.repo.js';
import { claimWinBack, recordWinBackOptOut } from '../features/retention/win-back.repo.js';
import { SoftwareAuthenticator } from './software-authenticator.js';
import { paidRequest, fulfil } from './custom-orders.js';
import { configureGallery, photo, pngOf, upload } from './gallery.js';
import { PUBLISHING_PATHS } from '../../shared/features/publishing.schema.js';
import { multipartBody } from './multipart.js';
import { sameOriginHeaders, signIn } from './sign-in.js';
import { mailsTo } from './outbox.js';
import { simulatorOf, subscribedMember } from './subscription.js';
import { TIP_PATHS } from '../../shared/features/tips.schema.js';

/**
 * Fills a test site through its own API, the way people use it, so that every
 * table has rows and the file store has files: accounts and sessions, a
 * subscription with its webhooks, a gallery with an image and a like, a
 * download event, a served display image (the serve log), an update, an affiliate link, site content, a Pro chat with
 * its e-mail job, a paid, delivered and partly refunded custom order, complimentary Pro, a refunded
 * membership payment, a leak trace (image fingerprints), a daily analytics record, a webhook endpoint
 * with its deliveries, an API key used once, an e-mailed sign-in code joined to a Google account, passkeys (with a check and an
 * unanswered challenge), the owner's passkey requirement, notification switches, a push subscription and
 * the new-content notices of the gallery's picture, a retention discount taken and a paid tip. The site must allow webhook endpoints on
 * loopback (`WEBHOOKS_ALLOW_PRIVATE_ADDRESSES`): the endpoint is a closed local port, so deliveries wait.
 */
export async function fillBusySite(app: FastifyInstance): Promise<void> {
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
  const owner = await signIn(app, 'owner@example.com');
  ok(await app.inject({ method: 'POST', url: WEBHOOKS_PATHS.endpoints, headers: owner.headers, payload: { url: 'http://127.0.0.1:9/hooks', events: ['member.created', 'membership.pro_started'] } }));
  const apiKey = await app.inject({ method: 'POST', url: API_KEYS_PATHS.keys, headers: owner.headers, payload: { name: 'CRM', scopes: ['webhooks:read'] } });
  ok(apiKey);
  ok(await app.inject({ url: WEBHOOKS_PATHS.endpoints, headers: { authorization: `Bearer ${apiKey.json<{ secret: string }>().secret}` } }));
  const paying = await subscribedMember(app, 'paying@example.com');
  const payingId = ((await app.inject({ url: '/api/me', headers: paying.headers })).json() as { id: string }).id;
  ok(
    await app.inject({
      method: 'PUT',
      url: RETENTION_PATHS.settings,
      headers: owner.headers,
      payload: {
        offer: { percentOff: 50, durationInMonths: 3 },
        renewalReminderDays: 30,
        winBack: { enabled: true, daysAfterEnd: 30, offer: { percentOff: 50, durationInMonths: 3 } },
      },
    }),
  );
  ok(await app.inject({ method: 'POST', url: RETENTION_PATHS.present, headers: paying.headers }));
  // Taken: the subscription goes on with the discount, which the subscription mirror keeps.
  ok(await app.inject({ method: 'POST', url: RETENTION_PATHS.accept, headers: paying.headers }));
  await simulatorOf(app).webhooks.settled();
  ok(await app.inject({ method: 'PUT', url: PUBLISHING_PATHS.settings, headers: owner.headers, payload: { timeZone: 'Europe/Berlin', showNextDropTitle: true } }));
  const basic = await signIn(app, 'basic@example.com');
  const basicId = ((await app.inject({ url: '/api/me', headers: basic.headers })).json() as { id: string }).id;
  ok(await app.inject({ method: 'POST', url: `/api/admin/members/${basicId}/complimentary`, headers: owner.headers, payload: { endsAt: null } }));
  // Complimentary Pro now: the member links Discord and the role job gives the role (the stand-in records it).
  expect((await linkDiscord(app, basic, 'busy_member')).statusCode).toBe(303);
  await syncDiscordRoles(app.ctx);
  // A win-back sent (to a member who had lapsed before the grant) and an opt-out.
  await app.ctx.database.db.transaction((tx) => claimWinBack(tx, basicId, 'COMEBACK-BUSY', new Date()));
  await recordWinBackOptOut(app.ctx.database.db, basicId);
  ok(await app.inject({ method: 'POST', url: `/api/admin/members/${payingId}/refund`, headers: owner.headers, payload: { amountCents: 100 } }));
  // Notification switches and a browser subscribed to push (new pictures below leave their notices).
  const quiet = { ...DEFAULT_PREFERENCES, email: { ...DEFAULT_PREFERENCES.email, offers: false } };
  ok(await app.inject({ method: 'PUT', url: NOTIFICATIONS_PATHS.preferences, headers: basic.headers, payload: quiet }));
  const browserKey = createECDH('prime256v1').generateKeys('base64url');
  const subscription = { endpoint: 'https://push.example.invalid/send/busy-site', keys: { p256dh: browserKey, auth: Buffer.alloc(16, 3).toString('base64url') } };
  ok(await app.inject({ method: 'POST', url: NOTIFICATIONS_PATHS.pushSubscription, headers: paying.headers, payload: subscription }));

  const collection = await configureGallery(app, owner, 'sunsets');
  const uploaded = await upload(app, owner, collection, await photo(64, 48));
  ok(uploaded);
  const imageId = (uploaded.json() as { id: string }).id;
  ok(await app.inject({ method: 'POST', url: `/api/galleries/${collection}/images/${imageId}/like`, headers: paying.headers }));
  const page = (await app.inject({ url: `/api/galleries/${collection}`, headers: paying.headers })).json() as { images: { display: { url: string } }[] };
  ok(await app.inject({ url: page.images[0]!.display.url }));
  await app.ctx.modules.flushPendingWrites();
  // A paid tip on the picture.
  const tip = await app.inject({ method: 'POST', url: TIP_PATHS.tips, headers: paying.headers, payload: { place: 'picture', targetId: imageId, amountCents: 500, message: 'Lovely', attemptId: randomUUID() } });
  ok(tip);
  simulatorOf(app).simulator.completeCheckout(tip.json<{ sessionId: string }>().sessionId);
  await simulatorOf(app).webhooks.settled();
  ok(
    await app.inject({
      method: 'POST',
      url: '/api/downloads',
      headers: { ...paying.headers, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' },
      payload: { photoUrl: `/api/media/galleries/${collection}/${imageId}/display.webp`, galleryName: collection, downloadMethod: 'long_press' },
    }),
  );

  ok(await app.inject({ method: 'POST', url: '/api/admin/updates', headers: owner.headers, payload: { date: 'March 2026', update: 'New sunsets' } }));
  const link = await multipartBody({ title: 'Brushes', description: 'My brushes', link: 'https://shop.example.com/brushes', image: { data: await pngOf(32, 32), filename: 'b.png', type: 'image/png' } });
  ok(await app.inject({ method: 'POST', url: '/api/admin/affiliate-links', headers: { ...owner.headers, ...link.headers }, payload: link.payload }));
  const content = (await app.inject({ url: '/api/admin/site-content', headers: owner.headers })).json() as object;
  ok(await app.inject({ method: 'PUT', url: '/api/admin/site-content', headers: owner.headers, payload: content }));

  ok(await app.inject({ method: 'POST', url: '/api/chats', headers: owner.headers, payload: { userId: payingId } }));
  ok(await app.inject({ method: 'POST', url: `/api/chats/${payingId}/messages`, headers: paying.headers, payload: { text: 'Hello from a member' } }));

  const order = await paidRequest(app, { ...paying, id: payingId });
  ok(await fulfil(app, owner, order.requestId, await photo(48, 64)));
  ok(await app.inject({ method: 'POST', url: `/api/admin/custom-orders/${order.requestId}/refund`, headers: owner.headers, payload: { amountCents: 100 } }));
  // A leak trace fingerprints the Pro pictures (the copy itself need not match any).
  const copy = await multipartBody({ file: { data: await photo(40, 30), filename: 'found.jpg', type: 'image/jpeg' } });
  ok(await app.inject({ method: 'POST', url: '/api/admin/leaks/trace', headers: { ...owner.headers, ...copy.headers }, payload: copy.payload }));

  await signInByEmailCode(app, 'basic@example.com');
  await addPasskeys(app, owner.headers, paying.headers);

  // One pass of the payment catch-up leaves its cursor.
  await catchUpWithProvider(app.ctx, app.log);
  await recordDay(app.ctx.database.db, new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10));
  // An annual renewal's reminder, claimed as the invoice.upcoming webhook claims it (a year's clock is not run here).
  await app.ctx.database.db.transaction((tx) => claimRenewalReminder(tx, 'sub_busy_site', new Date(), payingId));
  // Test apps run without rate limits: one counter is written the way a limited request writes it.
  await hitRateLimit(app.ctx.database.db, 'address:auth:127.0.0.1', 1, 60_000);

  // The e-mail worker sends what is due in the background; wait until it has, so the site holds
  // still while a test compares states (the next job, a coalesced chat e-mail, is due a minute later).
  const dueJobs = async () => {
    const result = await app.ctx.database.db.execute(sql`select count(*)::int as due from email_notifications where not processed and available_at <= now()`);
    return Number((result as unknown as { rows: { due: number }[] }).rows[0]!.due);
  };
  await vi.waitFor(async () => expect(await dueJobs()).toBe(0), { timeout: 30_000, interval: 200 });
}

/** Signs in with an e-mailed code from one browser (its cookies), reading the code from the outbox. */
async function signInByEmailCode(app: FastifyInstance, email: string): Promise<void> {
  const asked = await app.inject({ method: 'POST', url: AUTH_PATHS.emailCode, headers: sameOriginHeaders(app), payload: { email } });
  expect(asked.statusCode, asked.body).toBe(202);
  const cookie = (asked.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
  const mail = (await mailsTo(app, email, 'Your sign-in code')).at(-1) ?? '';
  const code = /Subject: Your sign-in code: (\d{6})/.exec(mail)?.[1];
  expect(code, 'the sign-in code e-mail').toBeDefined();
  const signedIn = await app.inject({ method: 'POST', url: AUTH_PATHS.emailCodeSignIn, headers: { ...sameOriginHeaders(app), cookie }, payload: { email, code } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
}

/** A member's passkey and a sign-in with it; the owner's, with the requirement on; one challenge left unanswered. */
async function addPasskeys(app: FastifyInstance, ownerHeaders: Record<string, string>, memberHeaders: Record<string, string>): Promise<void> {
  const origin = new URL(app.ctx.config.publicUrl).origin;
  const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload });
  const options = async (ceremony: 'register' | 'sign-in', headers: Record<string, string>) =>
    (await post(PASSKEYS_PATHS.challenges, { ceremony }, headers)).json<{ options: Record<string, unknown> }>().options;
  const add = async (headers: Record<string, string>) => {
    const authenticator = new SoftwareAuthenticator(origin);
    const added = await post(PASSKEYS_PATHS.register, { response: authenticator.register(await options('register', headers)) }, headers);
    expect(added.statusCode, added.body).toBe(201);
    return authenticator;
  };
  const memberKey = await add(memberHeaders);
  const signedIn = await post(PASSKEYS_PATHS.signIn, { response: memberKey.assert(await options('sign-in', sameOriginHeaders(app))) }, sameOriginHeaders(app));
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  await add(ownerHeaders);
  const required = await app.inject({ method: 'PUT', url: PASSKEYS_PATHS.adminRequirement, headers: ownerHeaders, payload: { required: true } });
  expect(required.statusCode, required.body).toBeLessThan(300);
  await options('register', memberHeaders);
}
