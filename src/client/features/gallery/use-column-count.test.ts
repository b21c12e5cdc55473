import { describe, expect, it } from 'vitest';
import { columnsForWidth, distribute } from './use-column-count';

describe('grid columns (SPEC §9)', () => {
  it('uses 4 columns, 3 at ≤ 1100, 2 at ≤ 700, 1 at ≤ 500', () => {
    expect([1400, 1101, 1100, 701, 700, 501, 500, 320].map(columnsForWidth)).toEqual([4, 4, 3, 3, 2, 2, 1, 1]);
  });

  it('deals each item to the shortest column', () => {
    const items = [{ h: 3 }, { h: 1 }, { h: 1 }, { h: 2 }];
    expect(distribute(items, 2, (item) => item.h)).toEqual([[{ h: 3 }], [{ h: 1 }, { h: 1 }, { h: 2 }]]);
  });
});
