import { useEffect, useState } from 'react';

/** Typing settles for this long before a list is asked again. */
const SEARCH_SETTLE_MS = 300;

/** The search as the server should see it: trimmed, and only once typing has paused. */
export function useSettledSearch(value: string): string {
  const [settled, setSettled] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
