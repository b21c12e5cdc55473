import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { OFFER_MESSAGES, OFFERS_PATHS, type CreateDiscountCode, type DiscountCode } from '../../../shared/features/offers.schema.js';
import { signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { createTestApp } from '../../test-support/test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const halfOffFirstYear: CreateDiscountCode = {
  code: 'HALF-YEAR',
  percentOff: 50,
  duration: 'repeating',
  durationInMonths: 12,
  appliesTo: 'monthly',
  expiresAt: inDays(30),
  maxRedemptions: 100,
  newMembersOnly: true,
};

describe('discount codes (Admin Dashboard → Offers)', () => {
  let app: FastifyInstance;
  let owner: Person;
  let member: Person;

  const create = (who: Person, body: unknown) => app.inject({ method: 'POST', url: OFFERS_PATHS.codes, headers: who.headers, payload: body as object });
  const list = async () => (await app.inject({ url: OFFERS_PATHS.codes, headers: owner.headers })).json<{ codes: DiscountCode[] }>().codes;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    member = await signInBasic(app, 'member@example.com');
  });
  afterAll(async () => app.close());

  it('creates a code at the provider and lists it with its redemptions', async () => {
    const res = await create(owner, halfOffFirstYear);
    expect(res.statusCode).toBe(201);
    const created = res.json<DiscountCode>();
    expect(created).toMatchObject({ code: 'HALF-YEAR', percentOff: 50, amountOffCents: null, duration: 'repeating', durationInMonths: 12 });
    expect(created).toMatchObject({ appliesTo: 'monthly', maxRedemptions: 100, redemptions: 0, newMembersOnly: true, active: true });
    expect(created.id).toMatch(/^promo_/);
    expect(Date.parse(created.expiresAt ?? '')).toBe(Math.floor(Date.parse(halfOffFirstYear.expiresAt ?? '') / 1000) * 1000);

    const amountOff = await create(owner, { code: 'FIVE_OFF', amountOffCents: 500, duration: 'once', appliesTo: 'monthly', newMembersOnly: false });
    expect(amountOff.statusCode).toBe(201);
    const codes = await list();
    expect(codes.map((code) => code.code).sort()).toEqual(['FIVE_OFF', 'HALF-YEAR']);
    expect(codes.find((code) => code.code === 'FIVE_OFF')).toMatchObject({ amountOffCents: 500, percentOff: null, duration: 'once', expiresAt: null, maxRedemptions: null, redemptions: 0 });
  });

  it.each([
    ['a percent of 0', { ...halfOffFirstYear, percentOff: 0 }, OFFER_MESSAGES.percentRange],
    ['a percent over 100', { ...halfOffFirstYear, percentOff: 101 }, OFFER_MESSAGES.percentRange],
    ['an amount of 0', { ...halfOffFirstYear, percentOff: undefined, amountOffCents: 0 }, OFFER_MESSAGES.amountPositive],
    ['both kinds of discount', { ...halfOffFirstYear, amountOffCents: 500 }, OFFER_MESSAGES.oneKindOfDiscount],
    ['neither kind of discount', { ...halfOffFirstYear, percentOff: undefined }, OFFER_MESSAGES.oneKindOfDiscount],
    ['a repeating discount without months', { ...halfOffFirstYear, durationInMonths: undefined }, OFFER_MESSAGES.monthsForRepeating],
    ['months on a one-time discount', { ...halfOffFirstYear, duration: 'once' }, OFFER_MESSAGES.monthsOnlyForRepeating],
    ['an expiry in the past', { ...halfOffFirstYear, expiresAt: inDays(-1) }, OFFER_MESSAGES.expiryInFuture],
    ['a code with a space', { ...halfOffFirstYear, code: 'HALF OFF' }, OFFER_MESSAGES.codeCharset],
    ['a code too short', { ...halfOffFirstYear, code: 'AB' }, OFFER_MESSAGES.codeCharset],
  ])('refuses %s with a 400 that says why, and creates nothing', async (_name, body, message) => {
    const before = (await list()).length;
    const res = await create(owner, { ...body, code: body.code === halfOffFirstYear.code ? 'OTHER' : body.code });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await list()).toHaveLength(before);
  });

  it('makes a code for the annual plan, and refuses a code already in use', async () => {
    const annual = await create(owner, { ...halfOffFirstYear, code: 'YEARLY', appliesTo: 'annual' });
    expect(annual.statusCode).toBe(201);
    expect(annual.json()).toMatchObject({ code: 'YEARLY', appliesTo: 'annual' });
    const taken = await create(owner, { ...halfOffFirstYear, code: 'half-year' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'code_taken', message: OFFER_MESSAGES.codeTaken });
  });

  it('deactivates a code, after which its text may be used again', async () => {
    const target = (await list()).find((code) => code.code === 'FIVE_OFF');
    expect(target).toBeDefined();
    const res = await app.inject({ method: 'POST', url: apiPath(OFFERS_PATHS.deactivate, { id: target!.id }), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'FIVE_OFF', active: false });
    expect((await list()).find((code) => code.id === target!.id)?.active).toBe(false);
    expect((await create(owner, { code: 'FIVE_OFF', amountOffCents: 700, duration: 'forever', appliesTo: 'monthly', newMembersOnly: false })).statusCode).toBe(201);

    const unknown = await app.inject({ method: 'POST', url: apiPath(OFFERS_PATHS.deactivate, { id: 'promo_nothere' }), headers: owner.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'unknown_code', message: OFFER_MESSAGES.unknownCode });
    const malformed = await app.inject({ method: 'POST', url: apiPath(OFFERS_PATHS.deactivate, { id: 'not-a-code' }), headers: owner.headers });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps discount codes to the owner', async () => {
    expect((await app.inject({ url: OFFERS_PATHS.codes, headers: member.headers })).statusCode).toBe(403);
    expect((await create(member, halfOffFirstYear)).statusCode).toBe(403);
    expect((await app.inject({ url: OFFERS_PATHS.codes })).statusCode).toBe(401);
  });
});
