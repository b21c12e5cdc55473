import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface QueryStatusProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch' | 'data'>;
  /** Shown while the first answer is on its way. */
  loading: ReactNode;
  /** Drawn instead of the loading line when the view has a shaped placeholder (it carries its own busy state). */
  skeleton?: ReactNode;
  /** Keeps the loading state while something the query waits for is not ready (e.g. a disabled query). */
  waiting?: boolean;
  /** What to say when loading failed; a Try again button follows it. */
  failed: (error: Error) => ReactNode;
  className?: string;
  /** The error box's class when it differs from the loading line's. */
  errorClassName?: string;
  children: (data: T) => ReactNode;
}

/** The loading and error states of one query, with a retry; renders `children(data)` once loaded. */
export function QueryStatus<T>({ query, loading, skeleton, waiting, failed, className, errorClassName = className, children }: QueryStatusProps<T>) {
  if (waiting || query.isPending) {
    if (skeleton) return <>{skeleton}</>;
    return (
      <p className={className} role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={errorClassName} role="alert">
        <p>{failed(query.error!)}</p>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data as T)}</>;
}
