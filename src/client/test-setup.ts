import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no scrolling; React Router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => undefined;

// Lazily imported parts (the admin tabs, the public pages in the router app): the first test of a
// file that opens one waits for its modules to be transformed, which takes more than the default
// second on a loaded machine.
configure({ asyncUtilTimeout: 8000 });
