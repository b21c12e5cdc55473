import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it is drawn, so a heavy part
 * (e.g. the chart library) stays out of the chunk that lists it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, loadingText = 'Loading…'): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={<p role="status">{loadingText}</p>}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
