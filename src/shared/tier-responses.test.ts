import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RECIPIENTS, TIER_RESPONSES, allowedFieldPaths, fieldsOutside } from './tier-responses.js';

describe('tier field lists', () => {
  const schema = z.object({
    id: z.string(),
    note: z.string().nullable().optional(),
    images: z.array(z.object({ url: z.string(), thumb: z.object({ width: z.number() }) })),
    counts: z.record(z.string(), z.object({ likes: z.number() })),
  });

  it('lists the paths a schema allows, through arrays, optionals and records', () => {
    expect([...allowedFieldPaths(schema)].sort()).toEqual(['counts', 'counts.*', 'counts.*.likes', 'id', 'images', 'images[].thumb', 'images[].thumb.width', 'images[].url', 'note'].sort());
  });

  it('names every field sent outside the schema, however deep', () => {
    const sent = { id: 'x', secret: 1, images: [{ url: 'u', thumb: { width: 1, original: 'o' } }], counts: { a: { likes: 1, who: [] } } };
    expect(fieldsOutside(schema, sent).sort()).toEqual(['counts.a.who', 'images[].thumb.original', 'secret']);
    expect(fieldsOutside(schema, { id: 'x', images: [], counts: { b: { likes: 2 } } })).toEqual([]);
  });

  it('declares every route for every kind of account', () => {
    const routes = Object.entries(TIER_RESPONSES);
    expect(routes.length).toBeGreaterThan(0);
    for (const [, declared] of routes) expect(Object.keys(declared).sort()).toEqual([...RECIPIENTS].sort());
  });
});
