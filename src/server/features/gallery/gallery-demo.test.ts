import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { seedGalleryDemo, shouldSeedDemo } from './gallery-demo.seed.js';
import { signInOwner } from '../../test-support/people.js';

describe('demo galleries', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('never seeds in tests or production, nor on PostgreSQL at startup', () => {
    const base = testConfig();
    expect(shouldSeedDemo(base)).toBe(false);
    expect(shouldSeedDemo({ ...base, env: 'production' })).toBe(false);
    expect(shouldSeedDemo({ ...base, env: 'development', database: { kind: 'postgres', url: 'postgres://x/y' } })).toBe(false);
    expect(shouldSeedDemo({ ...base, env: 'development', database: { kind: 'embedded', clusterDir: '/srv/data/postgres', pgliteDir: '/srv/data/db' } })).toBe(true);
  });

  it('fills an empty site once with folders, galleries and generated artwork', async () => {
    const owner = await signInOwner(app);
    expect((await app.inject({ url: '/api/galleries', headers: owner.headers })).json().folders).toEqual([]);
    expect(await seedGalleryDemo(app.ctx)).toBe(true);
    const directory = (await app.inject({ url: '/api/galleries', headers: owner.headers })).json();
    expect(directory.folders.map((f: { name: string; galleryCount: number }) => [f.name, f.galleryCount])).toEqual([
      ['Landscapes', 2],
      ['Studies', 1],
    ]);
    const sunsets = (await app.inject({ url: '/api/galleries/gallery_sunsets', headers: owner.headers })).json();
    expect(sunsets.images).toHaveLength(3);
    expect((await app.inject({ url: sunsets.images[0].thumb.url, headers: owner.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/galleries/gallery', headers: owner.headers })).json().images.length).toBeGreaterThan(0);
  });
});
