import { createContext, useContext } from 'react';
import type { SiteSettings } from '../../shared/features/content.schema.js';
import { SITE_SETTINGS_ELEMENT_ID } from '../../shared/page-slots.js';
import { readEmbeddedJson } from './embedded-json';

/**
 * Site title, company name, support e-mail and copyright year, as set on the
 * server. Kept free of the query library, so prerendered public pages can read
 * them without loading it: the router app provides them from its query cache
 * (SiteSettingsProvider in lib/site.ts), public pages from the page itself.
 */
export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings needs a SiteSettingsContext provider above it');
  return settings;
}

/** The settings the server embedded in the page, or null (development server, tests). */
export function readEmbeddedSiteSettings(): SiteSettings | null {
  return readEmbeddedJson(SITE_SETTINGS_ELEMENT_ID) as SiteSettings | null;
}
