import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_PATHS, type CreatedApiKey } from '../../../shared/features/api-keys.schema.js';
import { MEMBER_PATHS } from '../../../shared/features/members.schema.js';
import { signInOwner, type Person } from '../../test-support/people.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';

const plenty = { auth: 1000, upload: 1000, chat: 1000, aiChat: 1000 };

describe('the rate limit per API key', () => {
  let app: FastifyInstance;
  let owner: Person;
  const newKey = async () =>
    (await app.inject({ method: 'POST', url: API_KEYS_PATHS.keys, headers: owner.headers, payload: { name: 'Busy tool', scopes: ['members:read'] } })).json<CreatedApiKey>().secret;
  // Each from an address of its own: only the per-key limit can refuse them.
  const call = (secret: string, n: number) => app.inject({ url: MEMBER_PATHS.list, headers: { authorization: `Bearer ${secret}` }, remoteAddress: `10.0.0.${n}` });

  beforeAll(async () => {
    app = await createTestApp(testConfig({}, { rateLimits: { global: 1000, perAddress: plenty, perAccount: plenty, perApiKey: 2 } }));
    owner = await signInOwner(app);
  });
  afterAll(async () => app.close());

  it('refuses a key past its limit with 429, from any address, while another key goes on', async () => {
    const busy = await newKey();
    expect((await call(busy, 1)).statusCode).toBe(200);
    expect((await call(busy, 2)).statusCode).toBe(200);
    const third = await call(busy, 3);
    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toMatch(/This API key made too many requests/);
    expect((await call(await newKey(), 4)).statusCode).toBe(200);
  });
});
