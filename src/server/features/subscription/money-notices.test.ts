import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { mailsTo } from '../../test-support/outbox.js';
import { paidRequest } from '../../test-support/custom-orders.js';
import { me, signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { simulatorOf, subscribedMember } from '../../test-support/subscription.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { findCustomerIdOfUser } from './subscription.repo.js';

const OWNER = 'owner@example.com';
const form = { method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' };

describe('money changes send the e-mails a member and the owner expect', () => {
  let app: FastifyInstance;
  let owner: Person;
  const settled = () => simulatorOf(app).webhooks.settled();

  beforeAll(async () => {
    app = await createTestApp(testConfig({ ADMIN_EMAILS: OWNER }));
    await app.ready();
    owner = await signInOwner(app, OWNER);
  });
  afterAll(async () => app.close());

  it('Renew plan after a cancellation tells the member their Pro goes on, and the owner that they stay', async () => {
    const ada = await subscribedMember(app, 'ada-renews@example.com');
    const { url } = (await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.billingPortal, headers: ada.headers })).json() as { url: string };
    expect((await fetch(`${url}/cancel`, form)).status).toBe(303);
    await settled();
    expect(await mailsTo(app, OWNER, 'A Pro member canceled')).toHaveLength(1);
    expect(await mailsTo(app, 'ada-renews@example.com', 'Your Pro membership continues')).toEqual([]);

    expect((await fetch(`${url}/renew`, form)).status).toBe(303);
    await settled();
    const { subscriptionEndDate } = await me(app, ada);
    const renewsOn = new Date(subscriptionEndDate! * 1000).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
    const toMember = await mailsTo(app, 'ada-renews@example.com', 'Your Pro membership continues');
    expect(toMember).toHaveLength(1);
    expect(toMember[0]).toContain('your cancellation is undone');
    expect(toMember[0]).toContain(renewsOn);
    const toOwner = await mailsTo(app, OWNER, 'A Pro member renewed their plan');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toContain('ada-renews@example.com');
  });

  it('a complimentary grant e-mails the member its end date, and their menu data carries both', async () => {
    const bea = await signInBasic(app, 'bea-comp@example.com');
    const granted = await app.inject({
      method: 'POST',
      url: apiPath(MEMBER_PATHS.complimentary, { userId: bea.id }),
      headers: owner.headers,
      payload: { endsAt: '2030-12-24T12:00:00Z' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await me(app, bea)).toMatchObject({ tier: 'pro', complimentaryPro: true, complimentaryEndsAt: Date.UTC(2030, 11, 24, 12) / 1000 });
    const mails = await mailsTo(app, 'bea-comp@example.com', 'You have complimentary Pro');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('until December 24, 2030');

    const revoked = await app.inject({ method: 'DELETE', url: apiPath(MEMBER_PATHS.complimentary, { userId: bea.id }), headers: owner.headers });
    expect(revoked.statusCode).toBe(200);
    expect(await me(app, bea)).toMatchObject({ tier: 'basic', complimentaryPro: false, complimentaryEndsAt: null });
  });

  it('a grant with no end date says so', async () => {
    const cy = await signInBasic(app, 'cy-comp@example.com');
    const granted = await app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.complimentary, { userId: cy.id }), headers: owner.headers, payload: {} });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await me(app, cy)).toMatchObject({ complimentaryPro: true, complimentaryEndsAt: null });
    const mails = await mailsTo(app, 'cy-comp@example.com', 'You have complimentary Pro');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('with no end date');
  });
});

describe('receipts carry the invoice number, a link to the invoice and the card that paid', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(testConfig({ ADMIN_EMAILS: OWNER }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it('the welcome receipt names invoice, card and the invoice page the provider serves', async () => {
    const dan = await subscribedMember(app, 'dan-receipt@example.com');
    const [invoice] = await app.ctx.payments.listRecentInvoices((await findCustomerIdOfUser(app.ctx.database.db, dan.id))!, 1);
    expect(invoice!.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect(invoice!.hosted_invoice_url).toMatch(/^https?:\/\//);

    const mails = await mailsTo(app, 'dan-receipt@example.com', 'Welcome to Pro: your receipt');
    expect(mails).toHaveLength(1);
    const text = plainPart(mails[0]!);
    expect(text).toContain(`Invoice number: ${invoice!.number}.`);
    expect(text).toContain('Paid with Visa ending in 4242.');
    expect(text).toContain(`View your invoice: ${invoice!.hosted_invoice_url}`);

    const page = await fetch(invoice!.hosted_invoice_url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Invoice number ${invoice!.number}`);
    expect(html).toContain('$20.00');
  });

  it('the custom order receipt names the card that paid', async () => {
    const eve = await signInPro(app, 'eve-order@example.com');
    await paidRequest(app, eve);
    const mails = await mailsTo(app, 'eve-order@example.com', 'Your custom order receipt');
    expect(mails).toHaveLength(1);
    expect(plainPart(mails[0]!)).toContain('Paid with Visa ending in 4242.');
  });
});

/** The plain-text part of an e-mail as written, quoted-printable soft breaks joined. */
function plainPart(eml: string): string {
  const start = eml.indexOf('Content-Type: text/plain');
  const body = eml.slice(eml.indexOf('\r\n\r\n', start) + 4, eml.indexOf('\r\n----', start));
  return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
