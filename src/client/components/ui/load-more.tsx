import { useEffect, useRef, useState } from 'react';
import { Button } from './button';
import './load-more.css';

/** "1 conversation shown", "40 conversations shown". */
export const shownCount = (count: number, singular: string, plural = `${singular}s`) => `${count} ${count === 1 ? singular : plural} shown`;

export interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> };
  /** The button's text, e.g. "Load more chats". */
  label: string;
  /** What is shown so far, read out after each page: "40 chats shown". */
  shown: string;
  className?: string;
}

/**
 * The next page of a paged list on request. The count shown is announced politely
 * after each page; when the last page arrives the button goes and focus moves to
 * the line that says so, so a keyboard reader is not left on nothing.
 */
export function LoadMore({ query, label, shown, className }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const [pressed, setPressed] = useState(false);
  const endRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!hasNextPage && pressed) endRef.current?.focus();
  }, [hasNextPage, pressed]);

  return (
    <div className={['load-more', className ?? ''].filter(Boolean).join(' ')}>
      <p className="load-more__count" role="status">
        {shown}
        {!hasNextPage && pressed ? ' (all of them)' : ''}
      </p>
      {isFetchNextPageError && (
        <p className="load-more__error" role="alert">
          The next page could not be loaded.
        </p>
      )}
      {hasNextPage ? (
        <Button
          variant="secondary"
          loading={isFetchingNextPage}
          onClick={() => {
            setPressed(true);
            void fetchNextPage();
          }}
        >
          {isFetchNextPageError ? 'Try again' : label}
        </Button>
      ) : (
        pressed && (
          <p ref={endRef} tabIndex={-1} className="load-more__end">
            That is the whole list.
          </p>
        )
      )}
    </div>
  );
}
