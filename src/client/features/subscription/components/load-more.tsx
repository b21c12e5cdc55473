import { Button } from '../../../components/ui/button';

export interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** What the button loads, for screen readers ("Load more members"). */
  label: string;
}

/** The next page of an owner's list, under it; nothing once the last page is shown. */
export function LoadMore({ query, label }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className="list-more">
      <Button variant="secondary" loading={query.isFetchingNextPage} aria-label={label} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
