import { describe, expect, it } from 'vitest';
import { MEDIA_URL_REFRESH_MS } from '../../shared/features/media.schema.js';
import { MEDIA_URL_LIFETIME_SECONDS, MEDIA_URL_WINDOW_SECONDS, MediaUrlSigner, mediaSigningKey } from './signed-media-urls.js';

const VIEWER = '0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c';
const OTHER = '1c4d3c9f-0e5a-4e6a-87b2-6e2f2a3b4c5d';
const KEY = 'galleries/gallery_pro/0b3c2b8e-9d4f-4d59-b6a1-5d1e1f2a3b4c/thumb.webp';

describe('signed media URLs', () => {
  let now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const signer = new MediaUrlSigner(mediaSigningKey('a session secret of at least thirty-two characters'), () => now);
  const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('gives one viewer the same URL all through a window, and a new one in the next', () => {
    now = Date.UTC(2026, 10, 24, 12, 0, 1);
    const first = signer.urlFor(KEY, VIEWER);
    now = Date.UTC(2026, 10, 24, 12, 14, 59);
    expect(signer.urlFor(KEY, VIEWER)).toBe(first);
    expect(signer.urlFor(KEY, OTHER)).not.toBe(first);
    now = Date.UTC(2026, 10, 24, 12, 15, 0);
    expect(signer.urlFor(KEY, VIEWER)).not.toBe(first);
  });

  it('hands out URLs with 45 to 60 minutes to live, never more than an hour', () => {
    for (const offset of [0, 1, 7 * 60, MEDIA_URL_WINDOW_SECONDS - 1]) {
      now = Date.UTC(2026, 10, 24, 12, 0, 0) + offset * 1000;
      const check = signer.check(KEY, queryOf(signer.urlFor(KEY, VIEWER)));
      expect(check.ok && check.grant.remainingSeconds).toBeGreaterThan(MEDIA_URL_LIFETIME_SECONDS - MEDIA_URL_WINDOW_SECONDS);
      expect(check.ok && check.grant.remainingSeconds).toBeLessThanOrEqual(MEDIA_URL_LIFETIME_SECONDS);
    }
    expect(MEDIA_URL_LIFETIME_SECONDS).toBeLessThanOrEqual(3600);
    // The client refreshes well before the shortest life a URL is handed out with.
    expect(MEDIA_URL_REFRESH_MS).toBeLessThan((MEDIA_URL_LIFETIME_SECONDS - MEDIA_URL_WINDOW_SECONDS) * 1000);
  });

  it('refuses another key, viewer, expiry or signature, and another server key', () => {
    now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const query = queryOf(signer.urlFor(KEY, VIEWER));
    expect(signer.check(KEY, query)).toMatchObject({ ok: true, grant: { key: KEY, viewerId: VIEWER } });
    expect(signer.check(KEY.replace('thumb', 'display'), query)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.check(KEY, { ...query, u: OTHER })).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.check(KEY, { ...query, exp: String(Number(query.exp) + 1) })).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.check(KEY, { ...query, sig: `${query.sig!.slice(0, -2)}é` })).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.check(KEY, { u: query.u, exp: query.exp })).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.check(KEY, { ...query, sig: [query.sig] })).toEqual({ ok: false, reason: 'invalid' });
    const elsewhere = new MediaUrlSigner(mediaSigningKey('another session secret, also thirty-two characters'), () => now);
    expect(elsewhere.check(KEY, query)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('signs the name drawn on a marked copy, and only on a marked copy', () => {
    now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const named = queryOf(signer.urlFor(KEY, VIEWER, { marked: true, label: 'Ada & <Co>' }));
    expect(named).toMatchObject({ m: '1', n: 'Ada & <Co>' });
    expect(signer.check(KEY, named)).toMatchObject({ ok: true, grant: { marked: true, label: 'Ada & <Co>' } });
    expect(signer.check(KEY, { ...named, n: 'Bob' })).toEqual({ ok: false, reason: 'invalid' });
    const { n: _name, ...unnamed } = named;
    expect(signer.check(KEY, unnamed)).toEqual({ ok: false, reason: 'invalid' });
    expect(queryOf(signer.urlFor(KEY, VIEWER, { label: 'Ada' }))).not.toHaveProperty('n');
    expect(signer.check(KEY, { ...queryOf(signer.urlFor(KEY, VIEWER)), n: 'Ada' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('hands out a remembered URL only for exactly what it signs', () => {
    now = Date.UTC(2026, 10, 24, 13, 0, 0);
    const asks = [
      { viewer: VIEWER, options: {} },
      { viewer: VIEWER, options: { marked: true } },
      { viewer: VIEWER, options: { marked: true, label: 'Ada' } },
      { viewer: VIEWER, options: { marked: true, label: 'Bob' } },
      { viewer: OTHER, options: { marked: true, label: 'Ada' } },
    ];
    const first = asks.map(({ viewer, options }) => signer.urlFor(KEY, viewer, options));
    expect(new Set(first).size).toBe(asks.length);
    // Asked again in any order: the same URL for the same ask, each still granting what was asked.
    for (const [index, { viewer, options }] of [...asks.entries()].reverse()) {
      const url = signer.urlFor(KEY, viewer, options);
      expect(url).toBe(first[index]);
      expect(signer.check(KEY, queryOf(url))).toMatchObject({ ok: true, grant: { viewerId: viewer, marked: options.marked === true, ...('label' in options ? { label: options.label } : {}) } });
    }
  });

  it('tells an expired URL from a forged one', () => {
    now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const query = queryOf(signer.urlFor(KEY, VIEWER));
    now = Number(query.exp) * 1000;
    expect(signer.check(KEY, query)).toEqual({ ok: false, reason: 'expired' });
  });

  it('signs only plain storage keys and user ids', () => {
    expect(() => signer.urlFor('../session-secret', VIEWER)).toThrow();
    expect(() => signer.urlFor(KEY, 'not a viewer')).toThrow();
  });
});
