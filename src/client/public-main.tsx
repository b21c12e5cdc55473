// Global styles first, as in main.tsx, so the pages look the same from either entry.
import './styles/tokens.css';
import './styles/base.css';
import { markArrival, rememberSiteLinks } from './lib/page-arrival';

/**
 * The entry of the prerendered public pages (home, sign-in, privacy policy, contact):
 * the HTML is already on screen. Links work as they are; only a page with a
 * button to run loads React and hydrates (the sign-in, policy and contact pages, the
 * home page inside an in-app browser). The home page most visitors see has
 * none, so it runs this file alone (ADR 0023).
 */
const container = document.getElementById('root');
if (!container) throw new Error('a public page needs its #root');

markArrival();
if (container.querySelector('button')) {
  const { hydratePublicPage } = await import('./public-hydrate');
  await hydratePublicPage(container);
} else {
  rememberSiteLinks(container);
}

// Once the page has loaded, the worker that makes the site installable (no update prompt here:
// a public page is fetched fresh each time, and the new worker takes over when the tabs close).
window.addEventListener('load', () => void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker()));
