import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmdirSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_LINKS_PATHS } from '../shared/features/affiliate-links.schema.js';
import { PROFILE_PATHS } from '../shared/features/profile.schema.js';
import { fulfil, paidRequest, pending } from './test-support/custom-orders.js';
import { configureGallery, photo, upload } from './test-support/gallery.js';
import { multipartBody } from './test-support/multipart.js';
import { me, signInOwner, signInPro, type Person } from './test-support/people.js';
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.js';
import { photoLike } from './test-support/photo-like.js';
import { createTestApp, testConfig } from './test-support/test-app.js';

/**
 * Every upload form (gallery, profile picture, affiliate image, custom-order delivery) when the
 * files cannot be stored: a full local disk answers 507 storage_full, an unreachable object store
 * 503 storage_unavailable; neither leaves a row or a file behind.
 */

/** Mounts a 2 MiB tmpfs on `dir`; false (with the reason printed) where mounting is not allowed. */
function mountSmallDisk(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'pipe' });
    return true;
  } catch (error) {
    console.warn(`disk-full tests skipped: mounting a small tmpfs is not permitted here (${(error as Error).message.split('\n')[0]})`);
    return false;
  }
}

/** Whether this machine lets the test mount one (tried on a folder of its own). */
function canMountSmallDisk(): boolean {
  const probe = mkdtempSync(path.join(tmpdir(), 'small-disk-'));
  const mounted = mountSmallDisk(probe);
  if (mounted) execFileSync('umount', [probe]);
  rmdirSync(probe);
  return mounted;
}

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();

const affiliateForm = (image: Buffer) =>
  multipartBody({ title: 'Brushes', description: 'Good ones', link: 'https://shop.example/brushes', code: 'ART', discountPercent: '10', image: { data: image, filename: 'b.jpg', type: 'image/jpeg' } });

/** The four uploads, each with what the site shows of it afterwards (which must not change). */
function uploadForms(app: () => FastifyInstance, people: () => { owner: Person; pro: Person; collection: string; requestId: string }) {
  return [
    {
      name: 'gallery upload',
      send: async (image: Buffer) => upload(app(), people().owner, people().collection, image, 'big.jpg'),
      state: async () => (await app().inject({ url: `/api/galleries/${people().collection}`, headers: people().owner.headers })).json().images.length as number,
    },
    {
      name: 'profile picture',
      send: async (image: Buffer) => {
        const { payload, headers } = await multipartBody({ image: { data: image, filename: 'me.jpg', type: 'image/jpeg' } });
        return app().inject({ method: 'PUT', url: PROFILE_PATHS.profile, headers: { ...people().pro.headers, ...headers }, payload });
      },
      state: async () => (await me(app(), people().pro)).profile,
    },
    {
      name: 'affiliate image',
      send: async (image: Buffer) => {
        const { payload, headers } = await affiliateForm(image);
        return app().inject({ method: 'POST', url: AFFILIATE_LINKS_PATHS.adminList, headers: { ...people().owner.headers, ...headers }, payload });
      },
      state: async () => (await app().inject({ url: AFFILIATE_LINKS_PATHS.adminList, headers: people().owner.headers })).body,
    },
    {
      name: 'custom-order delivery',
      send: async (image: Buffer) => fulfil(app(), people().owner, people().requestId, image),
      state: async () => (await pending(app(), people().owner)).json().requests.map((r: { id: string; status: string }) => `${r.id} ${r.status}`),
    },
  ];
}

async function preparePeople(app: FastifyInstance) {
  const owner = await signInOwner(app);
  const pro = await signInPro(app, 'uploader@example.com');
  const collection = await configureGallery(app, owner, 'full');
  const { requestId } = await paidRequest(app, pro);
  return { owner, pro, collection, requestId };
}

describe.runIf(canMountSmallDisk())('uploads onto a full disk', () => {
  let app: FastifyInstance;
  let people: Awaited<ReturnType<typeof preparePeople>>;
  let files: string;
  const forms = uploadForms(() => app, () => people);

  beforeAll(async () => {
    const config = testConfig();
    files = path.join(config.dataDir, 'files');
    mkdirSync(files);
    expect(mountSmallDisk(files)).toBe(true);
    app = await createTestApp(config);
    people = await preparePeople(app);
    // Everything but two blocks taken: the next upload starts writing, then finds no room.
    const { bavail, bsize } = statfsSync(files);
    writeFileSync(path.join(files, 'filler'), Buffer.alloc(Math.max(0, (bavail - 2) * bsize)));
  }, 120_000);
  afterAll(async () => {
    // Unmounted first: the app's clean-up removes its DATA_DIR.
    if (files) execFileSync('umount', [files]);
    await app?.close();
  });

  it.each(forms.map((form, index) => [form.name, form, index] as const))('refuses the %s with 507 storage_full, leaving no row and no file', async (_name, form, index) => {
    const image = await photoLike(index + 1, 1600, 1067);
    const before = { files: filesUnder(files), state: await form.state() };
    const res = await form.send(image);
    expect(res.statusCode, `${form.name}: ${res.body}`).toBe(507);
    expect(res.json()).toEqual({ code: 'storage_full', message: expect.stringMatching(/no room left for files/) });
    expect(await form.state(), form.name).toEqual(before.state);
    expect(filesUnder(files), form.name).toEqual(before.files);
  });
});

describe('uploads while the object store is down', () => {
  let s3: S3TestServer;
  let app: FastifyInstance;
  let people: Awaited<ReturnType<typeof preparePeople>>;
  const forms = uploadForms(() => app, () => people);

  beforeAll(async () => {
    s3 = await startS3TestServer();
    app = await createTestApp(testConfig(s3.env));
    people = await preparePeople(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('refuses every form with 503 storage_unavailable, leaving no row', async () => {
    const image = await photo(400, 300);
    const before = await Promise.all(forms.map((form) => form.state()));
    await s3.stop();
    try {
      for (const form of forms) {
        const res = await form.send(image);
        expect(res.statusCode, `${form.name}: ${res.body}`).toBe(503);
        expect(res.json(), form.name).toEqual({ code: 'storage_unavailable', message: expect.stringMatching(/try again/i) });
      }
    } finally {
      await s3.start();
    }
    expect(await Promise.all(forms.map((form) => form.state()))).toEqual(before);
  }, 120_000);
});
