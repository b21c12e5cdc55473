import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from '../../../shared/features/content.schema.js';
import { BILLING_MESSAGES, SUBSCRIPTION_PATHS } from '../../../shared/features/subscription.schema.js';
import { fullDate } from '../../dev/payment-simulator-portal-page.js';
import { SIMULATOR_CONTROLS_PREFIX } from '../../dev/payment-simulator-standin.js';
import { signInBasic, signInOwner, type Person, me } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { simulatorOf, subscribedMember, subscriptionIdOf } from '../../test-support/subscription.js';
import { createTestApp } from '../../test-support/test-app.js';
import { apiPath } from '../../../shared/api-paths.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { getSiteSettings } from '../content/content.service.js';
import { findNotifications } from '../notifications/notifications.repo.js';
import { findCustomerIdOfUser } from './subscription.repo.js';

const DAY = 86_400;

/** The text pdfkit wrote, uncompressed: each line is a TJ array of hex strings (WinAnsi bytes). */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((line) => [...line[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
const form = (body = '') => ({ method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

describe('the billing portal: Manage Billing, through the provider’s hosted portal and its webhooks', () => {
  let app: FastifyInstance;
  let owner: Person;
  const billing = (who: Person) => app.inject({ url: SUBSCRIPTION_PATHS.billing, headers: who.headers });
  const openPortal = (who: Person) => app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.billingPortal, headers: who.headers });
  const jobsOf = async (who: Person, type: string) => (await findNotifications(app.ctx.database.db, { userId: who.id })).filter((job) => job.type === type);
  const settled = () => simulatorOf(app).webhooks.settled();

  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('is configured through the API at start: invoices, card updates, cancel at period end, the Pro product, back to the dashboard', async () => {
    await expect.poll(() => simulatorOf(app).simulator.listPortalConfigurations().length).toBe(1);
    const [configuration] = simulatorOf(app).simulator.listPortalConfigurations();
    expect(configuration).toMatchObject({
      default_return_url: `${app.ctx.config.publicUrl}/auth-home`,
      metadata: { managedBy: 'creator-site' },
      features: {
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
        subscription_update: { products: [{ product: 'prod_price_sim_pro_monthly', prices: ['price_sim_pro_monthly'] }] },
      },
    });
  });

  it('refuses a member who never paid (409, nothing opened), and anyone signed out (401)', async () => {
    const basic = await signInBasic(app, 'never-paid@example.com');
    expect((await billing(basic)).json()).toEqual({ hasCustomer: false, pastDue: false, plan: null, trialEndsAt: null });
    const res = await openPortal(basic);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'no_billing_customer', message: BILLING_MESSAGES.noCustomer });
    expect((await app.inject({ method: 'POST', url: SUBSCRIPTION_PATHS.billingPortal, headers: sameOriginHeaders(app) })).statusCode).toBe(401);
  });

  it('shows the plan at $20.00/month and the invoices; Cancel plan then Renew plan reach the member’s record through the webhooks', async () => {
    const ada = await subscribedMember(app, 'ada-portal@example.com');
    expect((await billing(ada)).json()).toEqual({ hasCustomer: true, pastDue: false, plan: 'monthly', trialEndsAt: null });
    const { url } = (await openPortal(ada)).json() as { url: string };
    let html = await (await fetch(url)).text();
    expect(html).toContain('$20.00<span class="per">/month</span>');
    expect(html).toMatch(/<td class="num">\$20\.00<\/td><td>Paid<\/td>/);
    expect(html).toContain('>Update card</button>');
    expect(html).toContain('>Cancel plan</button>');
    expect(html).not.toContain('Renew plan');
    expect(html).toContain(`<a class="back" href="${app.ctx.config.publicUrl}/auth-home">Return to site</a>`);

    const canceled = await fetch(`${url}/cancel`, form());
    expect(canceled.status).toBe(303);
    await settled();
    const pending = await me(app, ada);
    expect(pending).toMatchObject({ tier: 'pro', subscriptionStatus: 'pending_cancellation' });
    html = await (await fetch(url)).text();
    expect(html).toContain('>Renew plan</button>');
    expect(html).not.toContain('Cancel plan');
    expect(await jobsOf(ada, 'subscription_canceled')).toHaveLength(1);
    expect(await jobsOf(ada, 'owner_cancellation')).toHaveLength(1);

    expect((await fetch(`${url}/renew`, form())).status).toBe(303);
    await settled();
    expect(await me(app, ada)).toMatchObject({ tier: 'pro', subscriptionStatus: 'active' });
    expect(await jobsOf(ada, 'subscription_welcome')).toHaveLength(1);
  });

  it('gives each invoice a PDF, linked from the portal: seller, member, number, date, the plan at $20.00, paid and refunded', async () => {
    const bea = await subscribedMember(app, 'bea-invoice@example.com');
    const refunded = await app.inject({ method: 'POST', url: apiPath(MEMBER_PATHS.refund, { userId: bea.id }), headers: owner.headers, payload: { amountCents: 500 } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const { url } = (await openPortal(bea)).json() as { url: string };
    const html = await (await fetch(url)).text();
    const links = [...html.matchAll(/<a href="([^"]+)" type="application\/pdf">Download PDF/g)].map((match) => match[1]!);
    expect(links).toHaveLength(1);

    const [invoice] = await app.ctx.payments.listRecentInvoices((await findCustomerIdOfUser(app.ctx.database.db, bea.id))!, 1);
    expect(links[0]).toBe(invoice!.invoice_pdf);
    const pdf = await fetch(links[0]!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    const { siteTitle } = await getSiteSettings(app.ctx.database.db);
    for (const shown of [siteTitle, 'bea-invoice@example.com', invoice!.number!, fullDate(invoice!.created), 'Pro membership', '$20.00', 'Amount paid', '-$5.00', 'Net paid', '$15.00']) {
      expect(text, shown).toContain(shown);
    }
    expect(invoice!.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect((await fetch(`${links[0]!.replace(/\/pdf$/, '')}x/pdf`)).status).toBe(404);
  });

  it('a failed renewal leaves the member Pro and past due; a new card in the portal pays it and ends the notice', async () => {
    const bob = await subscribedMember(app, 'bob-portal@example.com');
    const controls = (path: string, payload: object) => app.inject({ method: 'POST', url: `${SIMULATOR_CONTROLS_PREFIX}${path}`, headers: bob.headers, payload });
    expect((await controls(`/users/${bob.id}/fail-renewal`, {})).statusCode).toBe(200);
    expect((await controls('/clock', { seconds: 32 * DAY })).statusCode).toBe(200);
    await settled();
    expect((await billing(bob)).json()).toEqual({ hasCustomer: true, pastDue: true, plan: 'monthly', trialEndsAt: null });
    expect(await me(app, bob)).toMatchObject({ tier: 'pro' });
    expect(await jobsOf(bob, 'payment_failed')).toHaveLength(1);
    expect(await jobsOf(bob, 'owner_payment_failed')).toHaveLength(1);

    const { url } = (await openPortal(bob)).json() as { url: string };
    expect(await (await fetch(url)).text()).toContain('Your last payment failed.');
    const declined = await fetch(`${url}/card`, form('card=4000000000000002'));
    expect(declined.status).toBe(402);
    expect((await billing(bob)).json()).toMatchObject({ pastDue: true });
    expect((await fetch(`${url}/card`, form('card=5555555555554444'))).status).toBe(303);
    await settled();
    expect((await billing(bob)).json()).toEqual({ hasCustomer: true, pastDue: false, plan: 'monthly', trialEndsAt: null });
    expect(await (await fetch(url)).text()).toContain('Card ending in 4444');
    const renewed = await jobsOf(bob, 'subscription_renewed');
    expect(renewed).toHaveLength(1);
    expect(renewed[0]!.data).toMatchObject({ amountCents: 2000 });
  });

  it('tells the owner of a cancellation only while that e-mail is turned on in Site content', async () => {
    const content = (await app.inject({ url: CONTENT_PATHS.siteContent, headers: owner.headers })).json();
    const saved = await app.inject({
      method: 'PUT',
      url: CONTENT_PATHS.siteContent,
      headers: owner.headers,
      payload: { ...content, ownerEmails: { newSubscriber: true, cancellation: false, paymentFailed: true } },
    });
    expect(saved.statusCode).toBe(200);
    const cy = await subscribedMember(app, 'cy-portal@example.com');
    const { url } = (await openPortal(cy)).json() as { url: string };
    await fetch(`${url}/cancel`, form());
    await settled();
    expect(await jobsOf(cy, 'subscription_canceled')).toHaveLength(1);
    expect(await jobsOf(cy, 'owner_cancellation')).toHaveLength(0);
    expect(await jobsOf(cy, 'owner_new_subscriber')).toHaveLength(1);
  });

  it('offers a member whose plan ended a way to rejoin: the way back leads to the Subscribe view', async () => {
    const dee = await subscribedMember(app, 'dee-portal@example.com');
    simulatorOf(app).simulator.cancelNow(subscriptionIdOf(app, dee.id));
    await settled();
    expect(await me(app, dee)).toMatchObject({ tier: 'basic', subscriptionStatus: 'canceled' });
    const { url } = (await openPortal(dee)).json() as { url: string };
    const html = await (await fetch(url)).text();
    const subscribe = `${app.ctx.config.publicUrl}/auth-home?view=subscribe`;
    expect(html).toContain('Your plan ended on');
    expect(html).toContain(`<a class="rejoin" href="${subscribe}">Subscribe again on the site</a>`);
    expect(html).toContain(`<a class="back" href="${subscribe}">Return to site</a>`);
  });
});
