import { useNavigation } from '../lib/navigation';
import { useHydrated } from '../lib/use-hydrated';
import { Button } from './ui/button';

/**
 * Goes back one step, or home when the page was opened directly (no history inside the site).
 * On a page rendered at build time it is disabled until the page's scripts run, so a tap
 * before then is not silently lost.
 */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  return (
    <Button variant="ghost" className="back-button" disabled={!hydrated} onClick={() => navigation.back()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </Button>
  );
}
