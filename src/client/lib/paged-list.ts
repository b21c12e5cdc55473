import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { pageSearch } from '../../shared/keyset-page.js';
import { api } from './api-client';

/**
 * A keyset-paged owner list (issue 26) as an infinite query: the first page
 * without a cursor, each next one with the cursor of the last. A live event that
 * invalidates the key refetches the loaded pages in turn from the first, so the
 * cursors are re-derived from fresh rows.
 */
export function pagedListQuery<P extends { nextCursor: string | null }>(options: {
  queryKey: QueryKey;
  path: string;
  schema: z.ZodType<P>;
  /** More query parameters (a search term). */
  search?: Record<string, string>;
}) {
  const { queryKey, path, schema, search } = options;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) => api.get(`${path}${pageSearch(pageParam, search)}`, { schema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.nextCursor,
  });
}

/**
 * Every row of the pages loaded so far, each once: a row that moved while pages
 * were fetched (a chat with a new message, a list refetched under a live event)
 * can come on two pages; the first place it appears wins.
 */
export function joinPages<P, R>(pages: readonly P[], rowsOf: (page: P) => readonly R[], keyOf: (row: R) => string | number): R[] {
  const seen = new Set<string | number>();
  const rows: R[] = [];
  for (const page of pages) {
    for (const row of rowsOf(page)) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}
