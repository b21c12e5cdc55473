import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARK_FOUND_AT, readMarks } from '../../media/mark-reader.js';
import { fulfil, paidRequest, purchased, track } from '../../test-support/custom-orders.js';
import { photoLike } from '../../test-support/photo-like.js';
import { signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { createTestApp } from '../../test-support/test-app.js';
import { markKey } from './leaks.repo.js';
import { LEAKS_PATHS } from '../../../shared/features/leaks.schema.js';
import { multipartBody } from '../../test-support/multipart.js';

const plain = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

/** A studio shot: a subject lit from the left on a plain backdrop, so no neighbour is brighter and its fingerprint has no bit set, like a flat picture's. */
async function studioShot(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="500"><defs><linearGradient id="lit"><stop offset="0" stop-color="#c89a7a"/><stop offset="1" stop-color="#2a1a10"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#lit)"/></svg>`;
  const subject = await sharp(Buffer.from(svg)).png().toBuffer();
  return plain(1200, 800, '#d8d4cc').composite([{ input: subject, left: 450, top: 200 }]).jpeg({ quality: 90 }).toBuffer();
}

/** A top-to-bottom gradient, unrelated to any Pro picture. */
function gradient(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#f1faee"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function fetchBytes(app: FastifyInstance, url: string): Promise<Buffer> {
  const res = await app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

describe('a delivered custom image', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let owner: Person;
  let ada: Person;
  let bob: Person;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    ada = await signInPro(app, 'ada@example.com');
    bob = await signInPro(app, 'bob@example.com');
  });
  afterAll(async () => app?.close());

  it('reaches its buyer from Purchased Content as their marked copy, the one Track Orders hands them', async () => {
    const started = await paidRequest(app, ada);
    const delivered = await fulfil(app, owner, started.requestId, await photoLike(21, 1200, 800));
    expect(delivered.statusCode, delivered.body).toBe(200);
    // The owner sees the unmarked display image: the original the tracer reads marks against.
    const original = await fetchBytes(app, delivered.json().imageUrl);
    const item = (await purchased(app, ada)).json().items.find((i: { requestId: string }) => i.requestId === started.requestId);
    const fromPurchased = await fetchBytes(app, item.imageUrl);
    expect(fromPurchased.equals(original)).toBe(false);

    const displayKey = `${item.storagePath}/display.webp`;
    const scores = await readMarks(fromPurchased, original, await markKey(app.ctx.database.db), [
      { userId: ada.id, imageKey: displayKey },
      { userId: bob.id, imageKey: displayKey },
    ]);
    expect(scores[0]!.score).toBeGreaterThan(MARK_FOUND_AT);
    expect(scores[1]!.score).toBeLessThan(MARK_FOUND_AT);

    const tracked = (await track(app, ada)).json().requests.find((r: { id: string }) => r.id === started.requestId);
    expect((await fetchBytes(app, tracked.imageUrl)).equals(fromPurchased)).toBe(true);
  });

  it('answers that a flat or unrelated picture matches no Pro picture, and still finds the delivery itself', async () => {
    const trace = async (data: Buffer) => {
      const { payload, headers } = await multipartBody({ file: { data, filename: 'found.jpg', type: 'image/jpeg' } });
      const res = await app.inject({ method: 'POST', url: LEAKS_PATHS.trace, headers: { ...owner.headers, ...headers }, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const started = await paidRequest(app, bob);
    expect((await fulfil(app, owner, started.requestId, await studioShot())).statusCode).toBe(200);
    const item = (await purchased(app, bob)).json().items.find((i: { requestId: string }) => i.requestId === started.requestId);
    const bobCopy = await fetchBytes(app, item.imageUrl);

    expect(await trace(await plain(900, 600, '#808080').jpeg().toBuffer())).toEqual({ image: null, suspects: [] });
    expect(await trace(await plain(900, 600, '#d8d4cc').jpeg().toBuffer())).toEqual({ image: null, suspects: [] });
    expect(await trace(await gradient())).toEqual({ image: null, suspects: [] });
    const found = await trace(await sharp(bobCopy).resize(900).jpeg({ quality: 75 }).toBuffer());
    expect(found.image).not.toBeNull();
    expect(found.suspects.map((s: { userId: string }) => s.userId)).toEqual([bob.id]);
  });
});
