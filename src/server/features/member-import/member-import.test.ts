import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_IMPORT_MAX_ROWS, MEMBER_IMPORT_PATHS, type MemberImportReport } from '../../../shared/features/member-import.schema.js';
import { findUserById } from '../auth/auth.repo.js';
import { findMembersByEmail } from '../auth/auth.service.js';
import { simulatedCustomer } from '../../test-support/member-import.js';
import { mailsSent } from '../../test-support/outbox.js';
import { me, signInAs, signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { createTestApp } from '../../test-support/test-app.js';
import { runMemberImport } from './member-import.service.js';

const quietLog = Fastify({ logger: false }).log;
const GHOST_HEADER = 'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('member import', () => {
  let app: FastifyInstance;
  let owner: Person;
  const memberOf = async (email: string) => (await findMembersByEmail(app.ctx.database.db, email))[0];
  const run = (csv: string | Buffer, apply: boolean, sendEmails = false) => runMemberImport(app.ctx, quietLog, Buffer.from(csv), { apply, sendEmails });
  const outcomes = (report: MemberImportReport) => Object.fromEntries(report.rows.map((row) => [row.email || `line ${row.line}`, row.outcome]));
  const post = (who: Person, csv: string | Buffer, apply = false) =>
    app.inject({ method: 'POST', url: MEMBER_IMPORT_PATHS.run, headers: who.headers, payload: { fileBase64: Buffer.from(csv).toString('base64'), apply } });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('imports a Ghost export with paid, comped and cancelled-but-paid-up members, twice, the second time changing nothing', async () => {
    const paid = await simulatedCustomer(app, 'paid@ghost.example', 'active');
    const leaving = await simulatedCustomer(app, 'leaving@ghost.example', 'cancel_at_period_end');
    const ended = await simulatedCustomer(app, 'ended@ghost.example', 'ended');
    const existing = await signInBasic(app, 'already@ghost.example');
    const csv = [
      GHOST_HEADER,
      `g1,Paid@Ghost.example,Paula Paid,,true,false,${paid},2024-01-01T00:00:00.000Z,,,Gold`,
      'g2,comped@ghost.example,"Cole, Comped",,true,true,,2024-01-02T00:00:00.000Z,,VIP,Gold',
      `g3,leaving@ghost.example,Lea Leaving,,false,false,${leaving},2024-01-03T00:00:00.000Z,,,Gold`,
      'g4,already@ghost.example,Al Ready,,true,true,,2024-01-04T00:00:00.000Z,,,Gold',
      'g5,free@ghost.example,Fred Free,,true,false,,2024-01-05T00:00:00.000Z,,,',
      'g6,gone@ghost.example,Gone,,true,false,,2024-01-05T00:00:00.000Z,2024-02-01T00:00:00.000Z,,',
      'g7,unknown@ghost.example,Unknown,,true,false,cus_doesnotexist,2024-01-05T00:00:00.000Z,,,Gold',
      `g8,ended@ghost.example,Ended,,true,false,${ended},2024-01-05T00:00:00.000Z,,,Gold`,
    ].join('\n');

    const dry = await run(csv, false);
    expect(dry).toMatchObject({ format: 'ghost', applied: false, counts: { created: 4, updated: 1, unchanged: 0, skipped: 3 } });
    expect(await memberOf('paid@ghost.example')).toBeUndefined();
    expect(await me(app, existing)).toMatchObject({ tier: 'basic', complimentaryPro: false });

    const first = await run(csv, true);
    expect(outcomes(first)).toEqual({
      'paid@ghost.example': 'created',
      'comped@ghost.example': 'created',
      'leaving@ghost.example': 'created',
      'already@ghost.example': 'updated',
      'free@ghost.example': 'created',
      'gone@ghost.example': 'skipped',
      'unknown@ghost.example': 'skipped',
      'ended@ghost.example': 'skipped',
    });
    expect(first.rows.find((row) => row.email === 'unknown@ghost.example')?.detail).toMatch(/cus_doesnotexist does not exist/);
    expect(first.rows.find((row) => row.email === 'ended@ghost.example')?.detail).toMatch(/no active subscription/);
    expect(await memberOf('paid@ghost.example')).toMatchObject({ tier: 'pro', subscriptionStatus: 'active', complimentaryPro: false });
    expect(await memberOf('comped@ghost.example')).toMatchObject({ tier: 'pro', complimentaryPro: true, complimentaryEndsAt: null });
    // Never imported as free: Pro until the period it paid for ends.
    const leaver = await memberOf('leaving@ghost.example');
    expect(leaver).toMatchObject({ tier: 'pro', subscriptionStatus: 'pending_cancellation' });
    expect(leaver!.subscriptionEndDate! * 1000).toBeGreaterThan(Date.now());
    expect(await me(app, existing)).toMatchObject({ tier: 'pro', complimentaryPro: true });
    expect(await memberOf('free@ghost.example')).toMatchObject({ tier: 'basic' });
    expect(await memberOf('gone@ghost.example')).toBeUndefined();

    const second = await run(csv, true);
    expect(second.counts).toEqual({ created: 0, updated: 0, unchanged: 5, skipped: 3 });

    // No e-mail was asked for, so none went to an imported member.
    const mails = await mailsSent(app);
    for (const address of ['paid@ghost.example', 'comped@ghost.example', 'leaving@ghost.example', 'already@ghost.example']) {
      expect(mails.filter((mail) => mail.includes(`To: ${address}`))).toEqual([]);
    }

    // The imported member signs in with that address and lands in the imported account.
    const paula = await signInAs(app, 'paid@ghost.example');
    expect(paula.id).toBe((await memberOf('paid@ghost.example'))!.id);
    expect(await me(app, paula)).toMatchObject({ tier: 'pro' });
  });

  it("imports Patreon's export: active patrons Pro until their next charge, former patrons as Basic once their month is over", async () => {
    const csv = [
      'Name,Email,Twitter,Patron Status,Follows You,Lifetime Amount,Pledge Amount,Charge Frequency,Tier,Addressee,Street,City,State,Zip,Country,Phone,Patronage Since Date,Last Charge Date,Last Charge Status,Additional Details,User ID,Last Updated,Currency,Max Posts,Access Expiration,Next Charge Date',
      `Pat Active,pat@patreon.example,,Active patron,No,50.00,5.00,monthly,Supporter,,,,,,,,2024-01-01,${inDays(-10)},Paid,,1,2024-06-01,USD,,,${inDays(20)}`,
      `Fay Former,fay@patreon.example,,Former patron,No,20.00,5.00,monthly,Supporter,,,,,,,,2023-01-01,2023-05-01,Paid,,2,2023-06-01,USD,,,`,
      `Dee Declined,dee@patreon.example,,Declined patron,No,5.00,5.00,monthly,Supporter,,,,,,,,2024-01-01,2024-01-01,Declined,,3,2024-02-01,USD,,,`,
      `Bad Date,bad@patreon.example,,Active patron,No,5.00,5.00,monthly,Supporter,,,,,,,,2024-01-01,yesterday,Paid,,4,2024-02-01,USD,,,`,
    ].join('\n');
    const report = await run(csv, true);
    expect(report.format).toBe('patreon');
    expect(outcomes(report)).toEqual({ 'pat@patreon.example': 'created', 'fay@patreon.example': 'created', 'dee@patreon.example': 'created', 'bad@patreon.example': 'skipped' });
    const pat = await memberOf('pat@patreon.example');
    expect(pat).toMatchObject({ tier: 'pro', complimentaryPro: true });
    expect(new Date(pat!.complimentaryEndsAt! * 1000).toISOString().slice(0, 10)).toBe(inDays(20));
    expect(await memberOf('fay@patreon.example')).toMatchObject({ tier: 'basic' });
    expect((await run(csv, true)).counts).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('imports a plain list, keeps formula cells as text and reports every bad row', async () => {
    const ended = await simulatedCustomer(app, 'lapsed@plain.example', 'ended');
    const csv = [
      'email,name,tier,paid_until,stripe_customer_id',
      `until@plain.example,"=HYPERLINK(""http://x.example"",""open"")",pro,${inDays(30)},`,
      `lapsed@plain.example,Lapsed But Paid,pro,${inDays(5)},${ended}`,
      'forever@plain.example,@SUM(1),pro,,',
      'basic@plain.example,+Plain,,,',
      'wrongtier@plain.example,X,gold,,',
      'not-an-address,Y,pro,,',
      'date@plain.example,Z,pro,31/12/2030,',
      'UNTIL@plain.example,Twice,pro,,',
    ].join('\r\n');
    const report = await run(csv, true);
    expect(report.format).toBe('plain');
    expect(report.rows.map((row) => row.outcome)).toEqual(['created', 'created', 'created', 'created', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(report.rows.slice(4).map((row) => row.detail)).toEqual([
      'tier "gold" is not pro, basic or free',
      'not an e-mail address',
      'paid_until is not a date (YYYY-MM-DD)',
      'this address is on an earlier row',
    ]);
    expect(report.rows[4]!.line).toBe(6);
    expect(await memberOf('until@plain.example')).toMatchObject({ tier: 'pro', complimentaryPro: true });
    // A cancelled subscription with a paid-up date: complimentary Pro until that date, never Basic.
    expect(await memberOf('lapsed@plain.example')).toMatchObject({ tier: 'pro', complimentaryPro: true });
    expect(await memberOf('forever@plain.example')).toMatchObject({ complimentaryPro: true, complimentaryEndsAt: null });
    // Stored exactly as typed: never evaluated, escaped again by the members export.
    const row = await findUserById(app.ctx.database.db, (await memberOf('until@plain.example'))!.id);
    expect(row?.displayName).toBe('=HYPERLINK("http://x.example","open")');
  });

  it('sends the complimentary Pro e-mail only when asked', async () => {
    const csv = 'email,name,tier,paid_until,stripe_customer_id\ntold@plain.example,Told,pro,,\n';
    await run(csv, true, true);
    expect((await mailsSent(app)).filter((mail) => mail.includes('To: told@plain.example'))).toHaveLength(1);
  });

  it('refuses whole files it cannot read (400, nothing imported) and anyone but the owner (403)', async () => {
    const wrong = await post(owner, 'mail,full name\nx@y.example,X\n', true);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('import_unknown_columns');
    const latin1 = Buffer.concat([Buffer.from('email,name\nrene@latin.example,Ren'), Buffer.from([0xe9]), Buffer.from('\n')]);
    expect((await post(owner, latin1, true)).json()).toMatchObject({ code: 'import_not_utf8' });
    expect((await post(owner, 'email,name\n"unclosed@x.example,X\n', true)).json()).toMatchObject({ code: 'import_bad_csv' });
    const huge = ['email', ...Array.from({ length: MEMBER_IMPORT_MAX_ROWS + 1 }, (_, i) => `m${i}@many.example`)].join('\n');
    const tooMany = await post(owner, huge, true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('import_too_many_rows');
    expect(await memberOf('rene@latin.example')).toBeUndefined();
    expect(await memberOf('m0@many.example')).toBeUndefined();
    const basic = await signInBasic(app, 'nosy@example.com');
    expect((await post(basic, 'email\nsneaky@x.example\n', true)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: MEMBER_IMPORT_PATHS.run, headers: owner.headers, payload: { apply: true } })).statusCode).toBe(400);
  });

  it('answers the dry run and the import through the owner’s route', async () => {
    const csv = 'email,name,tier,paid_until,stripe_customer_id\nroute@plain.example,Route,pro,,\n';
    const dry = await post(owner, csv);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ applied: false, counts: { created: 1 } });
    expect(await memberOf('route@plain.example')).toBeUndefined();
    const applied = await post(owner, csv, true);
    expect(applied.json()).toMatchObject({ applied: true, counts: { created: 1 } });
    expect(await memberOf('route@plain.example')).toMatchObject({ tier: 'pro' });
  });
});
