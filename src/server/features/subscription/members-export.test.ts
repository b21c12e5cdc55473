import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { CUSTOM_ORDER_PATHS } from '../../../shared/features/custom-orders.schema.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { paidRequest, requestBody } from '../../test-support/custom-orders.js';
import { signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { subscribedMember } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { grantComplimentary } from './complimentary.service.js';

const today = new Date().toISOString().slice(0, 10);

describe('CSV exports of members and custom orders', () => {
  let app: FastifyInstance;
  let owner: Person;
  let basic: Person;
  let paying: Person;
  const csvOf = async (url: string) => {
    const res = await app.inject({ url, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return { res, rows: parse(res.body, { columns: true }) as Record<string, string>[] };
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    basic = await signInBasic(app, 'basic@example.com');
    await updateUserRecord(app.ctx, basic.id, { username: 'plain' });
    paying = await subscribedMember(app, 'paying@example.com');
    const gift = await signInBasic(app, 'gift@example.com');
    // An address a spreadsheet would read as a formula (a provider may well allow it).
    await updateUserRecord(app.ctx, gift.id, { email: '=gift@example.com' });
    await grantComplimentary(app.ctx, { userId: gift.id, grantedBy: owner.id, endsAt: null });
    const buyer = await signInPro(app, 'buyer@example.com');
    await paidRequest(app, buyer, requestBody({ customDetails: 'Blue, please' }));
    const refund = await app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.refund, { userId: paying.id }), headers: owner.headers, payload: { amountCents: 250 } });
    expect(refund.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => app.close());

  it('keeps both exports to the owner: 401 signed out, 403 for members', async () => {
    for (const url of [MEMBER_PATHS.exportMembers, CUSTOM_ORDER_PATHS.exportCsv]) {
      expect((await app.inject({ url, headers: sameOriginHeaders(app) })).statusCode).toBe(401);
      const refused = await app.inject({ url, headers: paying.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('@example.com');
      expect((await app.inject({ url, headers: basic.headers })).statusCode).toBe(403);
    }
  });

  it('exports every member with tier, status, dates, complimentary and total paid', async () => {
    const { res, rows } = await csvOf(MEMBER_PATHS.exportMembers);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="members-${today}.csv"`);
    expect(res.body.split('\n')[0]).toBe('email,username,tier,status,member_since,period_end,complimentary,total_paid');
    expect(rows).toHaveLength(5);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('basic@example.com')).toEqual({ email: 'basic@example.com', username: 'plain', tier: 'basic', status: '', member_since: today, period_end: '', complimentary: 'no', total_paid: '0.00' });
    expect(byEmail.get('paying@example.com')).toMatchObject({ tier: 'pro', status: 'active', complimentary: 'no', total_paid: '17.50' });
    expect(byEmail.get('paying@example.com')!.period_end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(byEmail.get("'=gift@example.com")).toMatchObject({ tier: 'pro', complimentary: 'yes' });
  });

  it('exports every custom order', async () => {
    const { res, rows } = await csvOf(CUSTOM_ORDER_PATHS.exportCsv);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="custom-orders-${today}.csv"`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ buyer_email: 'buyer@example.com', status: 'paid', details: 'Blue, please', amount: '10.00', delivered_at: '' });
  });
});
