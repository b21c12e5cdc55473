import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARK_FOUND_AT, readMarks } from '../../media/mark-reader.js';
import { fulfil, paidRequest, purchased, track } from '../../test-support/custom-orders.js';
import { photoLike } from '../../test-support/photo-like.js';
import { signInOwner, signInPro, type Person } from '../../test-support/people.js';
import { createTestApp } from '../../test-support/test-app.js';
import { markKey } from './leaks.repo.js';

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
});
