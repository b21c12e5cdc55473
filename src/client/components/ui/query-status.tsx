import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface QueryStatusProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way. */
  loading: ReactNode;
  /** What to say when loading failed; a Try again button follows it. */
  failed: (error: Error) => ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
}

/** The loading and error states of one query, with a retry; renders `children(data)` once loaded. */
export function QueryStatus<T>({ query, loading, failed, className, children }: QueryStatusProps<T>) {
  if (query.isPending) {
    return (
      <p className={className} role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={className} role="alert">
        <p>{failed(query.error)}</p>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
