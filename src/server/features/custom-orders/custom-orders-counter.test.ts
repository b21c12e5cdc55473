import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { signInPro, type Person } from '../../test-support/people.js';
import { createRequest, requestBody } from '../../test-support/custom-orders.js';
import { nextCount } from './custom-orders.repo.js';

/** The `requests` counter: unique and gap-free, whatever runs at the same time (on PGlite and PostgreSQL). */
describe('request numbers', () => {
  let app: FastifyInstance;
  let buyers: Person[];

  beforeAll(async () => {
    app = await createTestApp();
    buyers = await Promise.all(['ann', 'ben', 'cat', 'dan'].map((name) => signInPro(app, `${name}@example.com`)));
  });
  afterAll(async () => app.close());

  it('gives 100 simultaneous requests 100 different numbers, 0001 to 0100', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => createRequest(app, buyers[i % buyers.length]!, requestBody())));
    expect(responses.map((res) => res.statusCode)).toEqual(Array(100).fill(200));
    const numbers = responses.map((res) => res.json<{ requestNumber: string }>().requestNumber).sort();
    expect(new Set(numbers).size).toBe(100);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1).padStart(4, '0')));
  });

  it('returns the number of a request that was rolled back, so none is skipped', async () => {
    const { db } = app.ctx.database;
    const failing = Array.from({ length: 10 }, () =>
      db
        .transaction(async (tx) => {
          await nextCount(tx, 'requests');
          throw new Error('the request could not be saved');
        })
        .catch(() => 'rolled back'),
    );
    const kept = Array.from({ length: 10 }, () => db.transaction((tx) => nextCount(tx, 'requests')));
    const outcomes = await Promise.all([...failing, ...kept]);
    const numbers = outcomes.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => 101 + i));
  });
});
