import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBasic } from '../test-support/people.js';
import { acceptAgreement, startCheckout } from '../test-support/subscription.js';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import { simulatorAddress } from './payment-simulator-server.js';

describe("the payment simulator's pages follow the site's address", () => {
  it('stays on the loopback interface for a site on this machine only, and listens on every interface otherwise', () => {
    expect(simulatorAddress('http://localhost:3000')).toEqual({ listenHost: '127.0.0.1', pageHost: '127.0.0.1' });
    expect(simulatorAddress('http://192.168.1.20:3000')).toEqual({ listenHost: '0.0.0.0', pageHost: '192.168.1.20' });
    expect(simulatorAddress('http://[fd00::2]:3000')).toEqual({ listenHost: '::', pageHost: '[fd00::2]' });
  });

  describe('a site opened by another address of the machine', () => {
    let app: FastifyInstance;
    // Another loopback address stands for the machine's network address: reachable here, and not 127.0.0.1.
    beforeAll(async () => {
      app = await createTestApp(testConfig({ PUBLIC_URL: 'http://127.0.0.2:3000' }));
    });
    afterAll(async () => app.close());

    it('sends checkout to that address, where the page answers', async () => {
      const ada = await signInBasic(app, 'ada-phone@example.com');
      await acceptAgreement(app, ada);
      const { url } = (await startCheckout(app, ada)).json<{ url: string }>();
      expect(new URL(url).hostname).toBe('127.0.0.2');
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('$20.00');
    });
  });
});
