/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { PushPayload } from '../shared/features/notifications.schema';
import { CLIENT_ROUTES } from '../shared/routes';

/**
 * The service worker: what lets members install the site and start it
 * offline. It keeps the build's scripts, styles and icons (hashed, listed at
 * build time) and the pages the server marks as the same for everyone. It
 * never keeps an API answer, a picture or a signed-in page: those go to the
 * network untouched, so nothing personal or paid-for is ever stored here.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const PAGES_CACHE = 'pages';
/** The prerendered public pages, kept at install so the app starts offline. */
const PUBLIC_PAGES = [CLIENT_ROUTES.home, CLIENT_ROUTES.googleSignup, CLIENT_ROUTES.privacyPolicy, CLIENT_ROUTES.contact];

/** A page meant for one visitor ('private, no-store'), a redirect or an error is never kept. */
function isSharedPage(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !response.redirected && !/no-store|private/.test(cacheControl);
}

const OFFLINE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline</title><body style="background:#0b0a10;color:#f2f0f7;font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0">
<main style="text-align:center;padding:1.5rem"><h1>You are offline</h1><p>This page needs a connection. It opens again once you are back online.</p></main></body></html>`;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once, so a member can install and go offline on the first visit.
clientsClaim();

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      plugins: [
        { cacheWillUpdate: async ({ response }) => (isSharedPage(response) ? response : null) },
        {
          // Offline and not kept: the home page, or a page that says so.
          handlerDidError: async () =>
            (await caches.match(CLIENT_ROUTES.home, { cacheName: PAGES_CACHE })) ??
            new Response(OFFLINE_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
        },
      ],
    }),
    // Sign-in and API paths are never pages of the app.
    { denylist: [/^\/api\//, /^\/oidc\//, /^\/media\//] },
  ),
);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES_CACHE).then((cache) =>
      Promise.all(
        PUBLIC_PAGES.map(async (page) => {
          const response = await fetch(page, { credentials: 'same-origin' }).catch(() => null);
          if (response && isSharedPage(response)) await cache.put(page, response);
        }),
      ),
    ),
  );
});

// The page's "Reload" on the update prompt: the waiting version takes over at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The payload as the server sends it (PushPayload); anything else still shows a plain notice. No zod here: the worker stays small. */
function readNotice(data: PushMessageData | null): PushPayload {
  let value: Partial<PushPayload> = {};
  try {
    value = (data?.json() as Partial<PushPayload> | null) ?? {};
  } catch {
    // Not JSON: the plain notice below.
  }
  const text = (field: unknown, fallback: string) => (typeof field === 'string' ? field : fallback);
  return { title: text(value.title, 'Something new'), body: text(value.body, ''), path: text(value.path, CLIENT_ROUTES.authHome) };
}

// A push notice (ADR 0134): shown as the server wrote it; a click opens (or focuses) the site at its place.
self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  event.waitUntil(self.registration.showNotification(notice.title, { body: notice.body, icon: '/icons/icon-192.png', data: { path: notice.path } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { path?: string } | null)?.path ?? CLIENT_ROUTES.authHome;
  // Only a place on this site: the payload is the server's, but the check costs nothing.
  const target = new URL(path.startsWith('/') ? path : CLIENT_ROUTES.authHome, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    }),
  );
});
