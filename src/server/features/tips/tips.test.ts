import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { PRO_COLLECTION, TEASER_COLLECTION } from '../../../shared/features/gallery.schema.js';
import { TIP_MESSAGE_MAX_LENGTH, TIP_PATHS, type CreateTip, type Tip } from '../../../shared/features/tips.schema.js';
import { UPDATES_PATHS } from '../../../shared/features/updates.schema.js';
import { SIMULATOR_CONTROLS_PREFIX } from '../../dev/payment-simulator-standin.js';
import { findLiveEventsAfter } from '../../live/live-events.repo.js';
import { paidRequest } from '../../test-support/custom-orders.js';
import { photo, upload } from '../../test-support/gallery.js';
import { signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { simulatorOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { paymentRefunds } from '../subscription/subscription.table.js';
import { tips } from './tips.table.js';

describe('tips', () => {
  let app: FastifyInstance;
  let owner: Person;
  let pia: Person;
  let basil: Person;
  let proPicture: string;
  let teaserPicture: string;
  let update: string;

  const tipBody = (target: Pick<CreateTip, 'place' | 'targetId'>, overrides: Partial<CreateTip> = {}): CreateTip => ({ ...target, amountCents: 500, attemptId: randomUUID(), ...overrides });
  const startTip = (who: Person, body: CreateTip) => app.inject({ method: 'POST', url: TIP_PATHS.tips, headers: who.headers, payload: body });
  const ownerList = async (query = '') => (await app.inject({ url: `${TIP_PATHS.adminList}${query}`, headers: owner.headers })).json<{ tips: Tip[]; nextCursor: string | null }>();
  const tipRow = async (tipId: string) => (await ownerList('?limit=100')).tips.find((tip) => tip.id === tipId);
  const jobsOf = async (type: string, email: string) => (await findNotifications(app.ctx.database.db, {})).filter((job) => job.type === type && job.userEmail === email);
  /** Receipts sent for one tip: its message carries a marker of its own. */
  const receiptsOf = async (marker: string) => (await jobsOf('tip_receipt', 'pia-tips@example.com')).filter((job) => job.messageText === `Lovely light! ${marker}`).length;
  const liveOf = async (tipId: string) => (await findLiveEventsAfter(app.ctx.database.db, 0, 10_000)).filter((row) => (row.payload as { tipId?: string }).tipId === tipId);

  async function started(who: Person, body: CreateTip): Promise<{ tipId: string; sessionId: string; url: string }> {
    const res = await startTip(who, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    pia = await signInPro(app, 'pia-tips@example.com', { username: 'pia' });
    basil = await signInBasic(app, 'basil-tips@example.com');
    proPicture = (await upload(app, owner, PRO_COLLECTION, await photo(60, 40))).json().id;
    teaserPicture = (await upload(app, owner, TEASER_COLLECTION, await photo(60, 40))).json().id;
    const added = await app.inject({ method: 'POST', url: UPDATES_PATHS.adminList, headers: owner.headers, payload: { date: 'Today', update: 'New set is up' } });
    expect(added.statusCode, added.body).toBe(201);
    update = added.json().id;
  });
  afterAll(async () => app.close());

  it('offers the owner’s default suggestions and bounds to a signed-in member', async () => {
    const res = await app.inject({ url: TIP_PATHS.options, headers: basil.headers });
    expect(res.json()).toEqual({ suggestionsCents: [300, 500, 1000], minCents: 100, maxCents: 50_000 });
    expect((await app.inject({ url: TIP_PATHS.options })).statusCode).toBe(401);
  });

  for (const order of [
    ['checkout.session.completed', 'payment_intent.succeeded'],
    ['payment_intent.succeeded', 'checkout.session.completed'],
  ]) {
    it(`pays a tip on a Pro picture exactly once when ${order.join(' then ')} arrive, each three times`, async () => {
      const sim = simulatorOf(app);
      sim.webhooks.hold();
      const marker = randomUUID().slice(0, 8);
      const tip = await started(pia, tipBody({ place: 'picture', targetId: proPicture }, { message: `  Lovely light! ${marker}  ` }));
      expect(await tipRow(tip.tipId)).toBeUndefined(); // pending tips are not listed
      sim.simulator.completeCheckout(tip.sessionId);
      const events = sim.simulator.events.filter((event) => (event.data.object as { metadata?: { tipId?: string } }).metadata?.tipId === tip.tipId);
      expect(events.map((event) => event.type).sort()).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);
      // The first to arrive pays it, whichever it is.
      await sim.webhooks.release([order[0]!], (event) => event.type === order[0]);
      expect(await tipRow(tip.tipId)).toMatchObject({ status: 'paid', amountCents: 500 });
      await sim.webhooks.release([order[1]!]);
      await sim.webhooks.settled();
      for (const type of order) {
        const event = events.find((e) => e.type === type)!;
        const again = await app.inject({ method: 'POST', url: `${SIMULATOR_CONTROLS_PREFIX}/events/${event.id}/redeliver`, headers: owner.headers, payload: { times: 3 } });
        expect(again.json().statuses).toEqual([200, 200, 200]);
      }
      const row = await tipRow(tip.tipId);
      expect(row).toMatchObject({ memberName: 'pia', memberEmail: 'pia-tips@example.com', amountCents: 500, message: `Lovely light! ${marker}`, place: 'picture', targetId: proPicture, status: 'paid', refundedCents: 0 });
      expect(await receiptsOf(marker)).toBe(1);
      expect((await liveOf(tip.tipId)).map((event) => event.payload)).toEqual([{ tipId: tip.tipId, status: 'paid' }]);
      const [stored] = await app.ctx.database.db.select().from(tips).where(eq(tips.id, tip.tipId));
      expect(stored!.paymentIntentId).toBe(sim.simulator.session(tip.sessionId).payment_intent);
    });
  }

  it('e-mails the member one receipt and the owner one notice, with the amount, place and message', async () => {
    const before = { receipts: (await jobsOf('tip_receipt', 'pia-tips@example.com')).length, notices: (await jobsOf('tip_received', 'pia-tips@example.com')).length };
    const tip = await started(pia, tipBody({ place: 'update', targetId: update }, { amountCents: 300, message: 'Thanks for the update' }));
    simulatorOf(app).simulator.completeCheckout(tip.sessionId);
    await simulatorOf(app).webhooks.settled();
    const receipts = await jobsOf('tip_receipt', 'pia-tips@example.com');
    const notices = await jobsOf('tip_received', 'pia-tips@example.com');
    expect(receipts).toHaveLength(before.receipts + 1);
    expect(notices).toHaveLength(before.notices + 1);
    expect(receipts.at(-1)).toMatchObject({ recipient: 'pia-tips@example.com', messageText: 'Thanks for the update', data: { amountCents: 300, place: 'update' } });
    expect(notices.at(-1)!.recipient).not.toBe('pia-tips@example.com');
  });

  it('thanks the member after paying, marking the tip paid before any event arrives', async () => {
    const sim = simulatorOf(app);
    sim.webhooks.hold();
    const tip = await started(pia, tipBody({ place: 'chat', targetId: pia.id }, { amountCents: 1000 }));
    sim.simulator.completeCheckout(tip.sessionId);
    const thanks = await app.inject({ url: `${TIP_PATHS.confirmation}?sessionId=${tip.sessionId}`, headers: pia.headers });
    expect(thanks.json()).toEqual({ tipId: tip.tipId, amountCents: 1000, place: 'chat', status: 'paid' });
    await sim.webhooks.release('reverse');
    await sim.webhooks.settled();
    expect(await liveOf(tip.tipId)).toHaveLength(1);
    // Someone else's checkout is not theirs to read.
    expect((await app.inject({ url: `${TIP_PATHS.confirmation}?sessionId=${tip.sessionId}`, headers: basil.headers })).statusCode).toBe(404);
  });

  it('tips on a paid order of the member’s own', async () => {
    const order = await paidRequest(app, pia);
    expect((await startTip(pia, tipBody({ place: 'order', targetId: order.requestId }))).statusCode).toBe(200);
    const other = await signInPro(app, 'otto-tips@example.com');
    expect((await startTip(other, tipBody({ place: 'order', targetId: order.requestId }))).statusCode).toBe(404);
  });

  it('refuses an amount outside the bounds, a long message, and a target the member cannot see, charging nothing', async () => {
    const sessionsBefore = simulatorOf(app).simulator.listCheckoutSessions({}).length;
    const low = await startTip(pia, tipBody({ place: 'picture', targetId: proPicture }, { amountCents: 99 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'amount_outside_bounds', message: 'Choose an amount between $1.00 and $500.00.' });
    expect((await startTip(pia, tipBody({ place: 'picture', targetId: proPicture }, { amountCents: 50_001 }))).statusCode).toBe(400);
    const long = await startTip(pia, tipBody({ place: 'picture', targetId: proPicture }, { message: 'x'.repeat(TIP_MESSAGE_MAX_LENGTH + 1) }));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Keep your message to 280 characters.');
    // A Basic member cannot see a Pro picture, nor open Pro Chat; nobody tips on what does not exist.
    const hidden = await startTip(basil, tipBody({ place: 'picture', targetId: proPicture }));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'tip_target_not_found', message: 'That item could not be found, or you cannot tip on it.' });
    expect((await startTip(basil, tipBody({ place: 'chat', targetId: basil.id }))).statusCode).toBe(404);
    expect((await startTip(pia, tipBody({ place: 'chat', targetId: basil.id }))).statusCode).toBe(404);
    expect((await startTip(pia, tipBody({ place: 'update', targetId: randomUUID() }))).statusCode).toBe(404);
    expect((await startTip(pia, tipBody({ place: 'order', targetId: randomUUID() }))).statusCode).toBe(404);
    expect((await startTip(pia, { ...tipBody({ place: 'picture', targetId: proPicture }), place: 'gallery' } as unknown as CreateTip)).statusCode).toBe(400);
    expect(simulatorOf(app).simulator.listCheckoutSessions({})).toHaveLength(sessionsBefore);
    // A Basic member may tip on a teaser picture.
    expect((await startTip(basil, tipBody({ place: 'picture', targetId: teaserPicture }))).statusCode).toBe(200);
  });

  it('a retried press gets the same tip and checkout', async () => {
    const body = tipBody({ place: 'picture', targetId: proPicture });
    const first = await started(pia, body);
    expect(await started(pia, body)).toEqual(first);
  });

  it('follows the owner’s suggestions and bounds, refusing settings that contradict each other', async () => {
    const current = (await app.inject({ url: '/api/admin/site-content', headers: owner.headers })).json();
    expect(current.tips).toEqual({ suggestionsCents: [300, 500, 1000], minCents: 100, maxCents: 50_000 });
    const save = (tips: object) => app.inject({ method: 'PUT', url: '/api/admin/site-content', headers: owner.headers, payload: { ...current, tips } });
    expect((await save({ suggestionsCents: [500], minCents: 2000, maxCents: 1000 })).statusCode).toBe(400);
    expect((await save({ suggestionsCents: [5000], minCents: 200, maxCents: 1000 })).statusCode).toBe(400);
    expect((await save({ suggestionsCents: [0], minCents: 0, maxCents: 1000 })).statusCode).toBe(400);
    expect((await save({ suggestionsCents: [200, 700], minCents: 200, maxCents: 2000 })).statusCode).toBe(200);
    expect((await app.inject({ url: TIP_PATHS.options, headers: pia.headers })).json()).toEqual({ suggestionsCents: [200, 700], minCents: 200, maxCents: 2000 });
    expect((await startTip(pia, tipBody({ place: 'picture', targetId: proPicture }, { amountCents: 150 }))).json().message).toBe('Choose an amount between $2.00 and $20.00.');
    expect((await save({ suggestionsCents: [300, 500, 1000], minCents: 100, maxCents: 50_000 })).statusCode).toBe(200);
  });

  it('lists paid tips to the owner only, newest first, a page at a time', async () => {
    for (const amountCents of [111, 222, 333]) {
      const tip = await started(pia, tipBody({ place: 'picture', targetId: proPicture }, { amountCents }));
      simulatorOf(app).simulator.completeCheckout(tip.sessionId);
      await simulatorOf(app).webhooks.settled();
    }
    const first = await ownerList('?limit=2');
    expect(first.tips.map((tip) => tip.amountCents)).toEqual([333, 222]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await ownerList(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.tips[0]!.amountCents).toBe(111);
    expect((await app.inject({ url: TIP_PATHS.adminList, headers: pia.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: `${TIP_PATHS.adminList}?cursor=bad`, headers: owner.headers })).statusCode).toBe(400);
  });

  it('refunds a tip through the one ledger: the member is e-mailed once, the list shows it refunded', async () => {
    const tip = await started(pia, tipBody({ place: 'picture', targetId: proPicture }, { amountCents: 700 }));
    const refund = (who: Person, payload: object = {}) => app.inject({ method: 'POST', url: apiPath(TIP_PATHS.refund, { tipId: tip.tipId }), headers: who.headers, payload });
    expect((await refund(owner)).statusCode).toBe(409); // not paid yet
    simulatorOf(app).simulator.completeCheckout(tip.sessionId);
    await simulatorOf(app).webhooks.settled();
    expect((await refund(pia)).statusCode).toBe(403);
    expect((await refund(owner, { amountCents: 701 })).statusCode).toBe(400);
    const res = await refund(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refundedCents: 700 });
    await simulatorOf(app).webhooks.settled();
    expect(await tipRow(tip.tipId)).toMatchObject({ status: 'refunded', refundedCents: 700 });
    const ledger = await app.ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.subjectId, tip.tipId));
    expect(ledger).toEqual([expect.objectContaining({ kind: 'tip', amountCents: 700, userId: pia.id, refundedBy: owner.id })]);
    const mails = (await findNotifications(app.ctx.database.db, { userId: pia.id })).filter((job) => job.type === 'refund_issued' && job.messageText === 'Refund of your tip.');
    expect(mails).toHaveLength(1);
    expect((await refund(owner)).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: apiPath(TIP_PATHS.refund, { tipId: randomUUID() }), headers: owner.headers, payload: {} })).statusCode).toBe(404);
  });
});
