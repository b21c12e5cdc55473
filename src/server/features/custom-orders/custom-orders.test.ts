import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOM_ORDER_MESSAGES, CUSTOM_ORDER_PATHS } from '../../../shared/features/custom-orders.schema.js';
import { findLiveEventsAfter } from '../../live/live-events.repo.js';
import { createTestApp } from '../../test-support/test-app.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { lapse, signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { photo } from '../../test-support/gallery.js';
import { NotificationWorker } from '../notifications/notification-worker.job.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { simulatorOf } from '../../test-support/subscription.js';
import {
  confirmation,
  createRequest,
  fulfil,
  paidRequest,
  pending,
  purchased,
  requestBody,
  startRequest,
  track,
} from '../../test-support/custom-orders.js';
import { clearRequestUser } from './custom-orders.repo.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';

describe('custom orders', () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  let bob: Person;
  let basic: Person;
  const anyId = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';

  const notificationsOf = async (type: string) => (await findNotifications(app.ctx.database.db)).filter((job) => job.type === type);
  const liveEventsFor = async (requestId: string) =>
    (await findLiveEventsAfter(app.ctx.database.db, 0, 1000)).filter((row) => (row.payload as { requestId?: string }).requestId === requestId);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    ada = await signInPro(app, 'ada@example.com');
    bob = await signInPro(app, 'bob@example.com');
    basic = await signInBasic(app, 'basic@example.com');
  });
  afterAll(async () => app.close());

  it("refuses signed-out visitors (401), with 'Please log in first' for a purchase", async () => {
    const origin = sameOriginHeaders(app);
    const create = await createRequest(app, { headers: origin });
    expect(create.statusCode).toBe(401);
    expect(create.json().message).toBe(CUSTOM_ORDER_MESSAGES.logInFirst);
    const others = await Promise.all([
      confirmation(app, { headers: {} }, 'cs_test_x'),
      track(app, { headers: {} }),
      purchased(app, { headers: {} }),
      pending(app, { headers: {} }),
      fulfil(app, { headers: origin }, anyId, await photo(40, 30)),
    ]);
    for (const res of others) expect(res.statusCode).toBe(401);
    // Media needs a URL signed for its viewer, which only the lists hand out.
    expect((await app.inject({ url: `/api/media/custom_content/${anyId}/display.webp` })).statusCode).toBe(403);
  });

  it('refuses Basic users the Pro routes and non-admins the admin routes (403)', async () => {
    for (const res of [await createRequest(app, basic), await track(app, basic), await purchased(app, basic)]) expect(res.statusCode).toBe(403);
    expect((await pending(app, ada)).statusCode).toBe(403);
    expect((await fulfil(app, ada, anyId, await photo(40, 30))).statusCode).toBe(403);
  });

  it('requires a top, a bottom and a pose (SPEC §5), and known ids (400)', async () => {
    for (const missing of ['topOutfit', 'outfit', 'pose'] as const) {
      const body: Record<string, unknown> = requestBody();
      delete body[missing];
      const res = await createRequest(app, ada, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(CUSTOM_ORDER_MESSAGES.chooseAll);
    }
    expect((await createRequest(app, ada, requestBody({ pose: 'handstand' as never }))).statusCode).toBe(400);
    expect((await track(app, ada)).json().requests).toEqual([]);
  });

  it('refuses a purchase without an e-mail, or with one of the wrong shape (SPEC §5)', async () => {
    const eve = await signInPro(app, 'eve@example.com');
    await updateUserRecord(app.ctx, eve.id, { email: '' });
    let res = await createRequest(app, eve);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CUSTOM_ORDER_MESSAGES.noEmail);
    await updateUserRecord(app.ctx, eve.id, { email: 'eve at example' });
    res = await createRequest(app, eve);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CUSTOM_ORDER_MESSAGES.invalidEmail);
  });

  it('creates a pending request with a 4-digit number and a $10.00 payment checkout carrying its id', async () => {
    const body = requestBody();
    const started = await startRequest(app, ada, body);
    expect(started.requestNumber).toMatch(/^\d{4}$/);
    const session = simulatorOf(app).simulator.session(started.sessionId);
    expect(session).toMatchObject({ mode: 'payment', amount_total: 1000, currency: 'usd', status: 'open' });
    expect(session.metadata).toMatchObject({ kind: 'custom_order', requestId: started.requestId });
    expect(session.success_url).toContain('/custom-success?session_id={CHECKOUT_SESSION_ID}');
    // The same press sent again gets the same request and checkout.
    const again = await startRequest(app, ada, body);
    expect(again).toEqual(started);
    // Not paid yet: not in Track Orders, not waiting for the owner.
    expect((await track(app, ada)).json().requests).toEqual([]);
    expect((await pending(app, owner)).json().requests.map((r: { id: string }) => r.id)).not.toContain(started.requestId);
  });

  it('marks the request paid from the webhook once, however often it is delivered, and tells the owner', async () => {
    const started = await paidRequest(app, ada);
    const [request] = (await track(app, ada)).json().requests;
    expect(request).toMatchObject({ id: started.requestId, status: 'paid', fulfilled: false, topOutfitLabel: 'Polo', outfitLabel: 'Chino Shorts', poseLabel: 'Front Flex' });
    expect(request.paidAt).not.toBeNull();

    const event = simulatorOf(app).simulator.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === started.sessionId)!;
    const statuses = await simulatorOf(app).webhooks.redeliver(event, 3);
    expect(statuses).toEqual([200, 200, 200]);
    const after = (await track(app, ada)).json().requests[0];
    expect(after.paidAt).toBe(request.paidAt);
    const paidJobs = (await notificationsOf('custom_order_paid')).filter((job) => job.messageText.includes(`#${started.requestNumber}`));
    expect(paidJobs).toHaveLength(1);
    expect(paidJobs[0]).toMatchObject({ recipient: 'owner@example.com', userEmail: 'ada@example.com' });
    expect((await liveEventsFor(started.requestId)).map((row) => row.payload)).toEqual([{ requestId: started.requestId, status: 'paid' }]);
  });

  it('/custom-success marks a paid checkout paid before the webhook, and the late webhook changes nothing', async () => {
    const sim = simulatorOf(app);
    sim.webhooks.hold();
    const started = await startRequest(app, bob);
    sim.simulator.completeCheckout(started.sessionId);
    const res = await confirmation(app, bob, started.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: started.requestId, orderId: started.requestId, requestNumber: started.requestNumber, status: 'paid', fulfilled: false });
    await sim.webhooks.release('reverse');
    await sim.webhooks.settled();
    const jobs = (await notificationsOf('custom_order_paid')).filter((job) => job.messageText.includes(`#${started.requestNumber}`));
    expect(jobs).toHaveLength(1);
    expect(await liveEventsFor(started.requestId)).toHaveLength(1);
  });

  it('/custom-success leaves an unpaid checkout pending and tells nobody', async () => {
    const started = await startRequest(app, bob);
    const res = await confirmation(app, bob, started.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending_payment', paidAt: null });
    expect((await notificationsOf('custom_order_paid')).filter((job) => job.messageText.includes(`#${started.requestNumber}`))).toHaveLength(0);
    expect(await liveEventsFor(started.requestId)).toHaveLength(0);
  });

  it("answers 404 with SPEC §8's message for a checkout that is not the user's", async () => {
    const started = await paidRequest(app, ada);
    for (const res of [await confirmation(app, bob, started.sessionId), await confirmation(app, ada, 'cs_test_unknown')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CUSTOM_ORDER_MESSAGES.orderNotFound);
    }
    expect((await app.inject({ url: CUSTOM_ORDER_PATHS.confirmation, headers: ada.headers })).statusCode).toBe(400);
  });

  it("Track Orders lists the user's own paid requests, never another member's", async () => {
    const adas = await paidRequest(app, ada);
    const bobs = await paidRequest(app, bob);
    const ids = (await track(app, ada)).json().requests.map((r: { id: string }) => r.id);
    expect(ids).toContain(adas.requestId);
    expect(ids).not.toContain(bobs.requestId);
  });

  it('lists paid, unfulfilled requests newest first for the admin', async () => {
    const first = await paidRequest(app, ada);
    const second = await paidRequest(app, bob);
    const ids = (await pending(app, owner)).json().requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(second.requestId)).toBeLessThan(ids.indexOf(first.requestId));
    expect(ids.indexOf(second.requestId)).toBeGreaterThanOrEqual(0);
  });

  it('delivers through the image pipeline: fulfilled, purchased content, e-mail, live event; never twice', async () => {
    const started = await paidRequest(app, ada, requestBody({ topOutfit: 'shirtless', outfit: 'briefs', pose: 'side_chest' }));
    const res = await fulfil(app, owner, started.requestId, await photo(1200, 800));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'fulfilled', fulfilled: true });
    expect(res.json().imageUrl).toMatch(new RegExp(`^/api/media/custom_content/${started.requestId}/\\d+/display\\.webp\\?u=${owner.id}&`));
    expect(res.json().fulfilledAt).not.toBeNull();

    const items = (await purchased(app, ada)).json().items;
    expect(items[0]).toMatchObject({
      requestId: started.requestId,
      requestNumber: started.requestNumber,
      topOutfit: 'shirtless',
      topOutfitLabel: 'Shirtless',
      outfit: 'briefs',
      bottomOutfit: 'Briefs',
      pose: 'Side Chest',
      poseId: 'side_chest',
    });
    expect(items[0].storagePath).toMatch(new RegExp(`^custom_content/${started.requestId}/\\d+$`));
    expect((await track(app, ada)).json().requests.find((r: { id: string }) => r.id === started.requestId).status).toBe('fulfilled');
    expect((await pending(app, owner)).json().requests.map((r: { id: string }) => r.id)).not.toContain(started.requestId);
    const delivered = (await notificationsOf('custom_order_delivered')).filter((job) => job.messageText.includes(`#${started.requestNumber}`));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.recipient).toBe('ada@example.com');
    const events = await liveEventsFor(started.requestId);
    expect(events.map((row) => (row.payload as { status: string }).status)).toEqual(['paid', 'fulfilled']);
    // Only the buyer and the admins hear about it.
    expect(events.map((row) => [row.audience, row.userId])).toEqual([['user_and_admins', ada.id], ['user_and_admins', ada.id]]);

    // A worker mails the buyer through the outbox (no SMTP configured here). The app's own
    // NOTIFY-woken worker may already hold the job, so wait for the file rather than racing it.
    const outbox = path.join(app.ctx.config.dataDir, 'outbox');
    await vi.waitFor(async () => {
      await new NotificationWorker(app.ctx.database, app.ctx.mail, app.ctx.config.publicUrl, app.log).drain();
      const mails = await Promise.all((await readdir(outbox)).map((file) => readFile(path.join(outbox, file), 'utf8')));
      const toBuyer = mails.filter((mail) => /^To: ada@example\.com/m.test(mail) && mail.includes('Your custom content is ready'));
      expect(toBuyer.some((mail) => mail.includes(`#${started.requestNumber}`))).toBe(true);
    }, { timeout: 10_000, interval: 100 });

    const again = await fulfil(app, owner, started.requestId, await photo(300, 200));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CUSTOM_ORDER_MESSAGES.alreadyFulfilled);
    expect((await purchased(app, ada)).json().items.filter((i: { requestId: string }) => i.requestId === started.requestId)).toHaveLength(1);
  });

  it('hands the delivered image to its buyer and admins only, without metadata', async () => {
    const started = await paidRequest(app, ada);
    const delivered = await fulfil(app, owner, started.requestId, await photo(800, 600));
    const item = (await purchased(app, ada)).json().items.find((i: { requestId: string }) => i.requestId === started.requestId);
    expect(item.imageUrl).toContain(`u=${ada.id}`);
    const mine = await app.inject({ url: item.imageUrl });
    expect(mine.statusCode).toBe(200);
    // The buyer's own marked copy, stored as JPEG like every marked copy.
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.rawPayload.includes(Buffer.from('Secret Artist'))).toBe(false);
    expect((await app.inject({ url: item.thumbUrl })).statusCode).toBe(200);
    expect((await app.inject({ url: delivered.json().imageUrl })).statusCode).toBe(200);
    const tracked = (await track(app, ada)).json().requests.find((r: { id: string }) => r.id === started.requestId);
    expect(tracked.imageUrl).toContain(`u=${ada.id}`);
    // Another Pro member is never handed a URL for it.
    expect(JSON.stringify((await purchased(app, bob)).json())).not.toContain(started.requestId);
    expect(JSON.stringify((await track(app, bob)).json())).not.toContain(started.requestId);
    const missing = app.ctx.mediaUrls.urlFor(`custom_content/${anyId}/1/display.webp`, owner.id);
    expect((await app.inject({ url: missing })).statusCode).toBe(404);
  });

  it('hands a lapsed (Basic) buyer no new URLs; the old ones stop at their expiry', async () => {
    const cleo = await signInPro(app, 'cleo@example.com');
    const started = await paidRequest(app, cleo);
    expect((await fulfil(app, owner, started.requestId, await photo(400, 300))).statusCode).toBe(200);
    const [item] = (await purchased(app, cleo)).json().items;
    await lapse(app, cleo);
    expect((await purchased(app, cleo)).statusCode).toBe(403);
    expect((await app.inject({ url: item.imageUrl })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      expect((await app.inject({ url: item.imageUrl })).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to fulfil: no such request (404), unpaid (409), no buyer, not an image (400)', async () => {
    const image = await photo(200, 100);
    expect((await fulfil(app, owner, anyId, image)).statusCode).toBe(404);
    expect((await fulfil(app, owner, 'not-a-uuid', image)).statusCode).toBe(400);
    const unpaid = await startRequest(app, ada);
    const notPaid = await fulfil(app, owner, unpaid.requestId, image);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(CUSTOM_ORDER_MESSAGES.notPaid);

    const orphan = await paidRequest(app, bob);
    await clearRequestUser(app.ctx.database.db, orphan.requestId);
    const missing = await fulfil(app, owner, orphan.requestId, image);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CUSTOM_ORDER_MESSAGES.userIdMissing);

    const paid = await paidRequest(app, bob);
    const text = await fulfil(app, owner, paid.requestId, Buffer.from('not an image at all'), 'notes.jpg');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(CUSTOM_ORDER_MESSAGES.imageNotAnImage);
    expect((await pending(app, owner)).json().requests.map((r: { id: string }) => r.id)).toContain(paid.requestId);
  });
});
