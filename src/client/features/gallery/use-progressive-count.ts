import { startTransition, useEffect, useState } from 'react';
import { useColumnCount } from './use-column-count';

/**
 * How many of `total` items to draw: `first` at once, then `step` more per background render
 * (a transition, after the browser had a turn), until all are drawn. Opening a long list draws
 * its first screens in one short task instead of every item in one long one.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  const behind = count < total;
  useEffect(() => {
    if (!behind) return;
    const timer = setTimeout(() => startTransition(() => setCount((drawn) => drawn + step)), 0);
    return () => clearTimeout(timer);
  }, [behind, count, step]);
  return Math.min(count, total);
}

/** Rows of the grid drawn in the first task (a phone's screen shows one or two); the rest follow, a few tiles at a time. */
const FIRST_ROWS = 3;
const TILES_PER_STEP = 12;

/**
 * How many of a gallery's `total` tiles to draw now. Dealing to the shortest column places a
 * list's first tiles the same way whatever follows, so tiles drawn later move none drawn before.
 */
export function useDrawnTiles(total: number): number {
  return useProgressiveCount(total, useColumnCount() * FIRST_ROWS, TILES_PER_STEP);
}
