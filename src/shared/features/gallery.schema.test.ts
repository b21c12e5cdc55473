import { describe, expect, it } from 'vitest';
import { collectionNameFor, parseDisplayOrder, titleFromCollection } from './gallery.schema.js';
import { deviceTypeOf, truncate } from './downloads.schema.js';

describe('gallery rules', () => {
  it('makes the collection name from the gallery id (SPEC §5)', () => {
    expect(collectionNameFor('Summer Trip')).toBe('gallery_summer_trip');
    expect(collectionNameFor('  Big   Sky ')).toBe('gallery_big_sky');
  });

  it('derives a title with Gallery added (SPEC §2)', () => {
    expect(titleFromCollection('gallery_summer_trip')).toBe('Summer Trip Gallery');
    expect(titleFromCollection('gallery_pro')).toBe('Pro Gallery');
  });

  it('reads a display order: integer, negative ignored, non-numeric 0 (SPEC §5)', () => {
    expect(parseDisplayOrder('7')).toBe(7);
    expect(parseDisplayOrder(' 3 ')).toBe(3);
    expect(parseDisplayOrder('-2')).toBeNull();
    expect(parseDisplayOrder('abc')).toBe(0);
    expect(parseDisplayOrder('')).toBe(0);
    expect(parseDisplayOrder('4.9')).toBe(4);
  });
});

describe('download rules', () => {
  it('truncates long texts and tells devices apart', () => {
    expect(truncate('a'.repeat(45), 40)).toBe(`${'a'.repeat(40)}…`);
    expect(truncate('short', 40)).toBe('short');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('iPad');
  });
});
