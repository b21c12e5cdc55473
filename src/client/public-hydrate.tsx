import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadPublicPage, PublicApp } from './app/public-app';
import { pageLoadNavigation } from './lib/navigation';
import { readEmbeddedSiteSettings } from './lib/site-settings';

/** Makes the buttons of a prerendered public page work: React takes over the HTML the server sent. */
export async function hydratePublicPage(container: HTMLElement): Promise<void> {
  const settings = readEmbeddedSiteSettings();
  if (!settings) throw new Error('a public page needs the embedded site settings');
  const Page = await loadPublicPage(window.location.pathname);
  hydrateRoot(
    container,
    <StrictMode>
      <PublicApp Page={Page} settings={settings} navigation={pageLoadNavigation} />
    </StrictMode>,
  );
}
