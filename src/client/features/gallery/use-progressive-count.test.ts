import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

/** Each turn lets one step be drawn; the next step is timed only once that render is done. */
const turns = (count: number) => {
  for (let turn = 0; turn < count; turn += 1) act(() => vi.advanceTimersToNextTimer());
};

describe('drawing a long list a few items at a time', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the first items at once, then a step more after each turn of the browser, up to the total', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 3, 5), { initialProps: { total: 12 } });
    expect(result.current).toBe(3);
    turns(1);
    expect(result.current).toBe(8);
    turns(1);
    expect(result.current).toBe(12);
    // A page added later is drawn the same way.
    rerender({ total: 30 });
    expect(result.current).toBe(13);
    turns(1);
    expect(result.current).toBe(18);
    turns(10);
    expect(result.current).toBe(30);
  });

  it('draws a short list whole at once', () => {
    const { result } = renderHook(() => useProgressiveCount(2, 3, 5));
    expect(result.current).toBe(2);
  });
});
