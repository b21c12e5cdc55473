import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api-paths.js';
import { AUTH_PATHS } from '../../../shared/features/auth.schema.js';
import { CONTENT_PATHS } from '../../../shared/features/content.schema.js';
import { CHAT_PATHS } from '../../../shared/features/chat.schema.js';
import { PASSKEY_CHECK_REQUIRED, PASSKEY_CHECK_VALID_MS, PASSKEYS_PATHS, type Passkey, type PasskeyList } from '../../../shared/features/passkeys.schema.js';
import { OWNER_EMAIL, signInBasic, signInOwner, type Person } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator.js';
import { createTestApp } from '../../test-support/test-app.js';
import { warnAdminsWithoutPasskeys } from './passkeys.service.js';
import { passkeySessionChecks } from './passkeys.table.js';

describe('passkeys', () => {
  let app: FastifyInstance;
  let origin: string;

  const post = (url: string, payload: object, headers: Record<string, string> = sameOriginHeaders(app)) =>
    app.inject({ method: 'POST', url, headers, payload });
  const options = async (ceremony: 'register' | 'sign-in' | 'check', who?: Person) => {
    const res = await post(PASSKEYS_PATHS.challenges, { ceremony }, who?.headers);
    expect(res.statusCode).toBe(200);
    return res.json<{ options: Record<string, unknown> }>().options;
  };
  const addPasskey = async (who: Person, authenticator = new SoftwareAuthenticator(origin), name?: string) => {
    const response = authenticator.register(await options('register', who));
    const res = await post(PASSKEYS_PATHS.register, { name, response }, who.headers);
    expect(res.statusCode).toBe(201);
    return { authenticator, passkey: res.json<Passkey>() };
  };
  const list = async (who: Person) => (await app.inject({ url: PASSKEYS_PATHS.list, headers: who.headers })).json<PasskeyList>();
  const sessionCookieOf = (res: Awaited<ReturnType<typeof post>>) => {
    const session = (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'sid' || c.name === '__Host-sid');
    return session ? `${session.name}=${session.value}` : undefined;
  };
  const signInWith = async (authenticator: SoftwareAuthenticator) => {
    const response = authenticator.assert(await options('sign-in'));
    return post(PASSKEYS_PATHS.signIn, { response });
  };

  beforeAll(async () => {
    app = await createTestApp();
    origin = new URL(app.ctx.config.publicUrl).origin;
  });
  afterAll(async () => app.close());

  it('a member adds a passkey, sees it listed, renames and removes it', async () => {
    const member = await signInBasic(app, 'keys@example.com');
    const { passkey } = await addPasskey(member, undefined, 'My laptop');
    expect(passkey.name).toBe('My laptop');
    expect((await list(member)).passkeys.map((one) => one.name)).toEqual(['My laptop']);

    const url = apiPath(PASSKEYS_PATHS.one, { id: passkey.id });
    const renamed = await app.inject({ method: 'PATCH', url, headers: member.headers, payload: { name: 'Work phone' } });
    expect(renamed.json<Passkey>().name).toBe('Work phone');

    // Someone else cannot touch it.
    const other = await signInBasic(app, 'other-keys@example.com');
    expect((await app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url, headers: member.headers })).statusCode).toBe(204);
    expect((await list(member)).passkeys).toEqual([]);
  });

  it('signs in with a passkey as the account that added it, and refuses the same response twice', async () => {
    const member = await signInBasic(app, 'passkey-sign-in@example.com');
    const { authenticator } = await addPasskey(member);

    const response = authenticator.assert(await options('sign-in'));
    const signedIn = await post(PASSKEYS_PATHS.signIn, { response });
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signedIn)!;
    const me = await app.inject({ url: AUTH_PATHS.me, headers: { cookie } });
    expect(me.json<{ email: string }>().email).toBe('passkey-sign-in@example.com');

    const replayed = await post(PASSKEYS_PATHS.signIn, { response });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'passkey_challenge_invalid' });
    expect(sessionCookieOf(replayed)).toBeUndefined();
  });

  it('refuses a signature whose counter went back (a copied authenticator)', async () => {
    const member = await signInBasic(app, 'cloned@example.com');
    const { authenticator } = await addPasskey(member);
    expect((await signInWith(authenticator)).statusCode).toBe(200);
    authenticator.counter = 0;
    const cloned = await signInWith(authenticator);
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json()).toMatchObject({ code: 'passkey_invalid' });
  });

  it('refuses responses made for another site, malformed ones and unknown passkeys', async () => {
    const member = await signInBasic(app, 'other-site@example.com');
    const phished = new SoftwareAuthenticator(origin);
    // A registration made on another origin, answering our own challenge.
    const foreign = phished.register(await options('register', member), { origin: 'https://evil.example' });
    const refusedRegistration = await post(PASSKEYS_PATHS.register, { response: foreign }, member.headers);
    expect(refusedRegistration.statusCode).toBe(400);
    expect(refusedRegistration.json()).toMatchObject({ code: 'passkey_invalid' });
    expect((await list(member)).passkeys).toEqual([]);

    const { authenticator } = await addPasskey(member);
    const wrongOrigin = authenticator.assert(await options('sign-in'), { origin: 'https://evil.example' });
    const refused = await post(PASSKEYS_PATHS.signIn, { response: wrongOrigin });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'passkey_invalid' });

    // Signed for another relying party (its own host name), sent here.
    const otherRp = new SoftwareAuthenticator(origin, 'evil.example');
    const rpResponse = otherRp.register(await options('register', member));
    expect((await post(PASSKEYS_PATHS.register, { response: rpResponse }, member.headers)).json()).toMatchObject({ code: 'passkey_invalid' });

    const stranger = new SoftwareAuthenticator(origin).assert(await options('sign-in'));
    expect((await post(PASSKEYS_PATHS.signIn, { response: stranger })).json()).toMatchObject({ code: 'passkey_unknown' });

    const malformed = await post(PASSKEYS_PATHS.signIn, { response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AA', signature: 'AA' } } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'passkey_invalid' });
    expect((await post(PASSKEYS_PATHS.signIn, { response: 'nonsense' })).statusCode).toBe(400);
  });

  describe('the owner requires a passkey for admin actions', () => {
    let owner: Person;
    let authenticator: SoftwareAuthenticator;
    const adminRead = (headers: Record<string, string>) => app.inject({ url: CONTENT_PATHS.siteContent, headers });
    const setRequired = (who: Person, required: boolean) =>
      app.inject({ method: 'PUT', url: PASSKEYS_PATHS.adminRequirement, headers: who.headers, payload: { required } });
    const check = async (who: Person, key = authenticator) => post(PASSKEYS_PATHS.check, { response: key.assert(await options('check', who)) }, who.headers);

    /** What a production start warns about: the admins it names. */
    const adminsWarnedAbout = async () => {
      const named: unknown[] = [];
      const log = { warn: (fields: { admins: string[] }) => named.push(...fields.admins) } as unknown as FastifyBaseLogger;
      await warnAdminsWithoutPasskeys(app.ctx, log);
      return named;
    };

    beforeAll(async () => {
      owner = await signInOwner(app);
      expect(await adminsWarnedAbout()).toEqual([OWNER_EMAIL]);
      expect((await setRequired(owner, true)).json()).toMatchObject({ code: 'no_passkey' });
      ({ authenticator } = await addPasskey(owner));
      expect(await adminsWarnedAbout()).toEqual([]);
      expect((await setRequired(owner, true)).json<PasskeyList>().requiredForAdmin).toBe(true);
    });

    it('refuses admin endpoints after a Google sign-in until the session passes a passkey check', async () => {
      const google = await signInOwner(app);
      const refused = await adminRead(google.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: PASSKEY_CHECK_REQUIRED });

      // Another account's passkey is no check for the owner.
      const member = await signInBasic(app, 'not-owner@example.com');
      const { authenticator: theirs } = await addPasskey(member);
      expect((await check(google, theirs)).statusCode).toBe(400);

      expect((await check(google)).statusCode).toBe(200);
      expect((await adminRead(google.headers)).statusCode).toBe(200);
      // The check belongs to that session only.
      expect((await adminRead((await signInOwner(app)).headers)).statusCode).toBe(403);

      // Twelve hours on, the same session is asked again.
      await app.ctx.database.db.update(passkeySessionChecks).set({ checkedAt: new Date(Date.now() - PASSKEY_CHECK_VALID_MS - 60_000) });
      expect((await adminRead(google.headers)).json()).toMatchObject({ code: PASSKEY_CHECK_REQUIRED });
    });

    it('asks for the check on owner-only routes outside the admin area too (the chat list, Toggle Role)', async () => {
      const google = await signInOwner(app);
      for (const request of [{ url: CHAT_PATHS.chats }, { method: 'POST' as const, url: AUTH_PATHS.toggleRole }]) {
        const refused = await app.inject({ ...request, headers: google.headers });
        expect(refused.statusCode, request.url).toBe(403);
        expect(refused.json()).toMatchObject({ code: PASSKEY_CHECK_REQUIRED });
      }
      // A member's own chat routes are not owner-only: no check asked.
      const member = await signInBasic(app, 'chat-member@example.com');
      expect((await app.inject({ url: CHAT_PATHS.unread, headers: member.headers })).json()).not.toMatchObject({ code: PASSKEY_CHECK_REQUIRED });

      expect((await check(google)).statusCode).toBe(200);
      expect((await app.inject({ url: CHAT_PATHS.chats, headers: google.headers })).statusCode).toBe(200);
    });

    it('lets a passkey sign-in through at once', async () => {
      const signedIn = await signInWith(authenticator);
      expect((await adminRead({ cookie: sessionCookieOf(signedIn)! })).statusCode).toBe(200);
    });

    it('keeps the last passkey while the requirement is on, and turns it off only after a check', async () => {
      const google = await signInOwner(app);
      const [only] = (await list(google)).passkeys;
      expect((await app.inject({ method: 'DELETE', url: apiPath(PASSKEYS_PATHS.one, { id: only!.id }), headers: google.headers })).statusCode).toBe(409);

      const refused = await setRequired(google, false);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: PASSKEY_CHECK_REQUIRED });
      expect((await check(google)).statusCode).toBe(200);
      expect((await setRequired(google, false)).json<PasskeyList>().requiredForAdmin).toBe(false);
      expect((await adminRead((await signInOwner(app)).headers)).statusCode).toBe(200);
    });
  });
});
