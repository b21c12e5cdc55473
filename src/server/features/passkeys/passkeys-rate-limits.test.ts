import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEYS_PATHS } from '../../../shared/features/passkeys.schema.js';
import { DEFAULT_RATE_LIMITS } from '../../config-rate-limits.js';
import { signInBasic, type Person } from '../../test-support/people.js';
import { sameOriginHeaders } from '../../test-support/sign-in.js';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';

describe('passkey sign-in under the production rate limits', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = await createTestApp(testConfig({}, { rateLimits: DEFAULT_RATE_LIMITS }));
    origin = new URL(app.ctx.config.publicUrl).origin;
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: object, { headers = sameOriginHeaders(app), remoteAddress }: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
    app.inject({ method: 'POST', url, headers, payload, remoteAddress });
  const options = async (ceremony: 'register' | 'sign-in', who?: Person) =>
    (await post(PASSKEYS_PATHS.challenges, { ceremony }, { headers: who?.headers })).json<{ options: Record<string, unknown> }>().options;

  it('counts replayed and malformed responses from one client address, then refuses with 429', async () => {
    const member = await signInBasic(app, 'replayed@example.com');
    const authenticator = new SoftwareAuthenticator(origin);
    const registration = authenticator.register(await options('register', member));
    expect((await post(PASSKEYS_PATHS.register, { response: registration }, { headers: member.headers })).statusCode).toBe(201);

    const attacker = '192.0.2.99';
    const response = authenticator.assert(await options('sign-in'));
    expect((await post(PASSKEYS_PATHS.signIn, { response }, { remoteAddress: attacker })).statusCode).toBe(200);

    const statuses: number[] = [];
    const codes = new Set<string>();
    for (let i = 1; i < DEFAULT_RATE_LIMITS.perAddress.auth; i += 1) {
      // Every other try the captured response again, else a malformed one.
      const payload = i % 2 ? { response } : { response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } };
      const refused = await post(PASSKEYS_PATHS.signIn, payload, { remoteAddress: attacker });
      statuses.push(refused.statusCode);
      codes.add(refused.json<{ code: string }>().code);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    // A replay's challenge is spent; a malformed body fails the shared schema.
    expect([...codes].sort()).toEqual(['passkey_challenge_invalid', 'validation_failed']);
    const limited = await post(PASSKEYS_PATHS.signIn, { response }, { remoteAddress: attacker });
    expect(limited.statusCode).toBe(429);
    // Another client address is not held back by this one's tries.
    expect((await post(PASSKEYS_PATHS.signIn, { response }, { remoteAddress: '192.0.2.100' })).statusCode).toBe(400);
  });
});
