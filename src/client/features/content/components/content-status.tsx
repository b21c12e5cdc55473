import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStatus } from '../../../components/ui/query-status';

/** The content views' loading and error states, worded after what they load. */
export function ContentStatus<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  return (
    <QueryStatus
      query={query}
      className="content-view__status"
      loading={`Loading ${what}…`}
      failed={(error) => `The ${what} could not be loaded. ${error.message}`}
    >
      {children}
    </QueryStatus>
  );
}
