import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
// Global styles first, as in main.tsx, so the pages look the same from either entry.
import './styles/tokens.css';
import './styles/base.css';
import { loadPublicPage, PublicApp } from './app/public-app';
import { markArrival, pageLoadNavigation } from './lib/navigation';
import { readEmbeddedSiteSettings } from './lib/site-settings';

/**
 * The entry of the prerendered public pages (home, privacy policy, contact):
 * the HTML is already on screen; this only makes its buttons work.
 */
const container = document.getElementById('root');
const settings = readEmbeddedSiteSettings();
if (!container || !settings) throw new Error('a public page needs its #root and the embedded site settings');

markArrival();
const Page = await loadPublicPage(window.location.pathname);
hydrateRoot(
  container,
  <StrictMode>
    <PublicApp Page={Page} settings={settings} navigation={pageLoadNavigation} />
  </StrictMode>,
);
