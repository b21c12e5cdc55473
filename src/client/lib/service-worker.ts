import { Workbox } from 'workbox-window';

/**
 * How long after the page's load the worker is registered: installing it fetches every script of
 * the app once more, which must not compete with the member's first view on a phone's connection.
 */
const REGISTER_AFTER_LOAD_MS = 10_000;

/**
 * Registers the service worker (src/client/sw.ts), which makes the site
 * installable and lets it start offline. `onUpdate` is told when a new
 * version has been deployed and waits; calling `apply` switches to it and
 * reloads the page. Nothing happens in a browser without service workers,
 * or in development, where no worker is built.
 */
export function registerServiceWorker(onUpdate?: (apply: () => void) => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    onUpdate?.(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  // A browser that refuses workers (private modes, policies, automation) runs the site without one.
  setTimeout(() => worker.register().catch(() => undefined), REGISTER_AFTER_LOAD_MS);
}
