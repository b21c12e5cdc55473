import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** Loading and error states shared by the content views; renders `children(data)` once loaded. */
export function ContentStatus<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <p className="content-view__status" role="status">
        Loading {what}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="content-view__status" role="alert">
        <p>
          The {what} could not be loaded. {query.error.message}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
