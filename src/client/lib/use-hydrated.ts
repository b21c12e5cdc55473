import { useSyncExternalStore } from 'react';

/** For useSyncExternalStore: a value read at render that no event changes. */
export const neverChanges = () => () => undefined;

/**
 * False in HTML rendered at build time and while React takes it over, true once the page's
 * scripts run it: a control that needs them can say so instead of ignoring a tap.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
