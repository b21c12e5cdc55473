import { useSyncExternalStore } from 'react';

/** SPEC §9 grid breakpoints: 4 columns, 3 at width ≤ 1100, 2 at ≤ 700, 1 at ≤ 500. */
export const GRID_BREAKPOINTS: readonly (readonly [maxWidth: number, columns: number])[] = [
  [500, 1],
  [700, 2],
  [1100, 3],
];
export const DEFAULT_COLUMNS = 4;

export function columnsForWidth(width: number): number {
  return GRID_BREAKPOINTS.find(([maxWidth]) => width <= maxWidth)?.[1] ?? DEFAULT_COLUMNS;
}

/** No matchMedia (old browsers, test DOMs): the default grid. */
const queries = () =>
  typeof window.matchMedia === 'function' ? GRID_BREAKPOINTS.map(([maxWidth]) => window.matchMedia(`(max-width: ${maxWidth}px)`)) : [];

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function snapshot(): number {
  const index = queries().findIndex((list) => list.matches);
  return index >= 0 ? GRID_BREAKPOINTS[index]![1] : DEFAULT_COLUMNS;
}

/** The number of grid columns for the current viewport, updated as it resizes. */
export function useColumnCount(): number {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_COLUMNS);
}

/** Deals items to the shortest column, so columns end close together (masonry). */
export function distribute<T>(items: readonly T[], columns: number, aspect: (item: T) => number): T[][] {
  const result: T[][] = Array.from({ length: columns }, () => []);
  const heights = new Array<number>(columns).fill(0);
  for (const item of items) {
    const shortest = heights.indexOf(Math.min(...heights));
    result[shortest]!.push(item);
    heights[shortest]! += aspect(item);
  }
  return result;
}
