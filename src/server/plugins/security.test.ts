import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test-support/test-app.js';
import { DEFAULT_RATE_LIMITS } from '../config-rate-limits.js';
import { imageSources } from './security.js';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security baseline', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sends a strict Content-Security-Policy and nosniff on every response', async () => {
    app = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
  });

  it('lets pictures come from an object store on plain http by its origin only', () => {
    const s3 = { kind: 's3' as const, bucket: 'b', region: 'us-east-1', credentials: undefined, forcePathStyle: true };
    expect(imageSources({ storage: { ...s3, endpoint: 'http://10.0.0.5:9000' } })).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://10.0.0.5:9000']);
    expect(imageSources({ storage: { ...s3, endpoint: 'https://r2.example.com' } })).not.toContain('https://r2.example.com');
    expect(imageSources({ storage: { kind: 'local', root: '/files' } })).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('sends HSTS only when the site is served over https', async () => {
    app = await createTestApp(testConfig({ PUBLIC_URL: 'http://localhost:3000' }));
    expect((await app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    await app.close();
    app = await createTestApp(testConfig({ PUBLIC_URL: 'https://art.example.com' }));
    expect((await app.inject({ url: '/healthz' })).headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('limits requests per client address with a clear 429', async () => {
    app = await createTestApp(testConfig({}, { rateLimits: { ...DEFAULT_RATE_LIMITS, global: 3 } }));
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ url: '/api/site' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ url: '/api/site' });
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many requests/) });
    // Health probes stay answerable under load, so a load balancer never sees a busy instance as dead.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
