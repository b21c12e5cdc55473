import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCORD_MESSAGES, DISCORD_PATHS, type DiscordStatus, type MyDiscord } from '../../../shared/features/discord.schema.js';
import { ConfigError, loadConfig } from '../../config.js';
import { standinUserId } from '../../dev/discord-standin.js';
import { authorizeOnDiscord, discordOf, linkDiscord } from '../../test-support/discord.js';
import { lapse, signInBasic, signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp } from '../../test-support/test-app.js';
import { updateUserRecord } from '../auth/auth.service.js';
import { syncDiscordRoles } from './discord.service.js';

let app: FastifyInstance;
let owner: Person;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signInOwner(app);
});
afterAll(async () => app.close());

const mine = async (who: Person) => (await app.inject({ url: DISCORD_PATHS.mine, headers: who.headers })).json() as MyDiscord;
const rolesOf = (username: string) => discordOf(app).rolesOf(standinUserId(username));
const proRole = () => discordOf(app).settings.roleId;
const status = async () => (await app.inject({ url: DISCORD_PATHS.status, headers: owner.headers })).json() as DiscordStatus;

describe('linking Discord', () => {
  it('links a Pro member through Discord and shows the account, the role waiting for the job', async () => {
    const pro = await signInPro(app, 'link-pro@example.com');
    expect(await mine(pro)).toEqual({ available: true, link: null });
    const back = await linkDiscord(app, pro, 'link_pro');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/auth-home?discord=linked');
    expect((await mine(pro)).link).toMatchObject({ username: 'link_pro', role: 'pending' });
    expect(await rolesOf('link_pro')).toBeNull();
  });

  it('refuses a callback with another state, without the link cookie, or with a code Discord did not give', async () => {
    const pro = await signInPro(app, 'bad-state@example.com');
    const { callbackUrl, headers } = await authorizeOnDiscord(app, pro, 'bad_state');
    const tampered = callbackUrl.replace(/state=[^&]+/, 'state=someone-elses');
    const wrongState = await app.inject({ url: tampered, headers });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toMatchObject({ code: 'discord_bad_state', message: DISCORD_MESSAGES.badState });
    // The cookie is spent by a refused try too: the real callback now fails as well.
    expect((await app.inject({ url: callbackUrl, headers: pro.headers })).json()).toMatchObject({ code: 'discord_bad_state' });

    const again = await authorizeOnDiscord(app, pro, 'bad_state');
    const forgedCode = again.callbackUrl.replace(/code=[^&]+/, 'code=forged.code');
    const badCode = await app.inject({ url: forgedCode, headers: again.headers });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ code: 'discord_bad_code', message: DISCORD_MESSAGES.badCode });
    expect((await mine(pro)).link).toBeNull();
  });

  it('sends a member who said no at Discord back to the site, linking nothing', async () => {
    const pro = await signInPro(app, 'says-no@example.com');
    const { callbackUrl, headers } = await authorizeOnDiscord(app, pro, 'says_no');
    const cancelled = callbackUrl.replace(/code=[^&]+/, 'error=access_denied');
    const back = await app.inject({ url: cancelled, headers });
    expect(back.headers.location).toBe('/auth-home?discord=cancelled');
    expect((await mine(pro)).link).toBeNull();
  });

  it('lets only Pro members link, and only signed-in people ask', async () => {
    const basic = await signInBasic(app, 'link-basic@example.com');
    const refused = await app.inject({ method: 'POST', url: DISCORD_PATHS.link, headers: basic.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'discord_not_pro', message: DISCORD_MESSAGES.notPro });
    expect((await app.inject({ method: 'POST', url: DISCORD_PATHS.link, headers: sameOriginHeaders(app) })).statusCode).toBe(401);
    expect((await app.inject({ url: DISCORD_PATHS.callback, headers: sameOriginHeaders(app) })).statusCode).toBe(401);
    expect((await app.inject({ url: DISCORD_PATHS.status, headers: basic.headers })).statusCode).toBe(403);
  });

  it('refuses a Discord account already linked to another member', async () => {
    const first = await signInPro(app, 'first-holder@example.com');
    const second = await signInPro(app, 'second-holder@example.com');
    expect((await linkDiscord(app, first, 'shared_account')).statusCode).toBe(303);
    const taken = await linkDiscord(app, second, 'shared_account');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'discord_taken', message: DISCORD_MESSAGES.taken });
  });
});

describe('the Pro role on Discord', () => {
  it('is given when Pro starts (joining the server) and taken when it lapses, and given again', async () => {
    const member = await signInBasic(app, 'comes-and-goes@example.com');
    await updateUserRecord(app.ctx, member.id, { role: 'pro_user' });
    await linkDiscord(app, member, 'comes_and_goes');
    await syncDiscordRoles(app.ctx);
    expect(await rolesOf('comes_and_goes')).toEqual([proRole()]);
    expect((await mine(member)).link?.role).toBe('granted');

    await lapse(app, member);
    expect((await mine(member)).link?.role).toBe('pending');
    await syncDiscordRoles(app.ctx);
    expect(await rolesOf('comes_and_goes')).toEqual([]);
    expect((await mine(member)).link?.role).toBe('none');

    await updateUserRecord(app.ctx, member.id, { role: 'pro_user' });
    await syncDiscordRoles(app.ctx);
    expect(await rolesOf('comes_and_goes')).toEqual([proRole()]);
  });

  it('follows complimentary Pro: given with the grant, taken when it ends', async () => {
    const member = await signInBasic(app, 'comped@example.com');
    await updateUserRecord(app.ctx, member.id, { complimentaryPro: true });
    await linkDiscord(app, member, 'comped_member');
    await syncDiscordRoles(app.ctx);
    expect(await rolesOf('comped_member')).toEqual([proRole()]);
    await updateUserRecord(app.ctx, member.id, { complimentaryPro: false });
    await syncDiscordRoles(app.ctx);
    expect(await rolesOf('comped_member')).toEqual([]);
  });

  it('is taken when the member unlinks, and the link is gone', async () => {
    const pro = await signInPro(app, 'unlinks@example.com');
    await linkDiscord(app, pro, 'unlinks');
    await syncDiscordRoles(app.ctx);
    expect(await rolesOf('unlinks')).toEqual([proRole()]);
    expect((await app.inject({ method: 'DELETE', url: DISCORD_PATHS.mine, headers: pro.headers })).statusCode).toBe(204);
    expect((await mine(pro)).link).toBeNull();
    await syncDiscordRoles(app.ctx);
    expect(await rolesOf('unlinks')).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: DISCORD_PATHS.mine, headers: pro.headers })).statusCode).toBe(404);
  });

  it('is retried with backoff while Discord is down, and given once it is back', async () => {
    const pro = await signInPro(app, 'waits@example.com');
    await linkDiscord(app, pro, 'waits_out');
    discordOf(app).setDown(true);
    const now = new Date();
    try {
      expect(await syncDiscordRoles(app.ctx, undefined, now)).toMatchObject({ failed: 1 });
      expect(await rolesOf('waits_out')).toBeNull();
      expect(await status()).toMatchObject({ waiting: 1, lastError: expect.stringMatching(/Service Unavailable/) });
      // Not due again before its retry time: nothing is tried.
      expect(await syncDiscordRoles(app.ctx, undefined, new Date(now.getTime() + 30_000))).toEqual({ done: 0, failed: 0 });
    } finally {
      discordOf(app).setDown(false);
    }
    expect(await syncDiscordRoles(app.ctx, undefined, new Date(now.getTime() + 61_000))).toEqual({ done: 1, failed: 0 });
    expect(await rolesOf('waits_out')).toEqual([proRole()]);
    expect((await mine(pro)).link?.role).toBe('granted');
    expect(await status()).toMatchObject({ waiting: 0, lastError: null });
  });

  it('shows the owner how role sync stands', async () => {
    expect(await status()).toMatchObject({ available: true, provider: 'standin', guildId: discordOf(app).settings.guildId, roleId: proRole() });
    expect((await status()).linked).toBeGreaterThan(0);
  });
});

describe('Discord settings', () => {
  const all = { DISCORD_CLIENT_ID: '123', DISCORD_CLIENT_SECRET: 'secret', DISCORD_BOT_TOKEN: 'bot', DISCORD_GUILD_ID: '111111', DISCORD_ROLE_ID: '222222' };

  it('takes all five settings, with discord.com unless another address is given', () => {
    expect(loadConfig({ NODE_ENV: 'test', ...all }).discord).toEqual({ clientId: '123', clientSecret: 'secret', botToken: 'bot', guildId: '111111', roleId: '222222', baseUrl: 'https://discord.com' });
    expect(loadConfig({ NODE_ENV: 'test', ...all, DISCORD_BASE_URL: 'http://127.0.0.1:3402/' }).discord?.baseUrl).toBe('http://127.0.0.1:3402');
    expect(loadConfig({ NODE_ENV: 'test' }).discord).toBeNull();
  });

  it('refuses half a Discord application, naming what is missing', () => {
    const { DISCORD_BOT_TOKEN: _left, ...withoutBot } = all;
    expect(() => loadConfig({ NODE_ENV: 'test', ...withoutBot })).toThrow(new ConfigError('DISCORD_BOT_TOKEN: required with the other DISCORD_* settings (or remove them all to switch Discord off)'));
    expect(() => loadConfig({ NODE_ENV: 'test', ...all, DISCORD_GUILD_ID: 'my-server' })).toThrow(/DISCORD_GUILD_ID: must be a Discord id/);
  });
});
