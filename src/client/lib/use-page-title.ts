import { useEffect } from 'react';
import { useSiteSettings } from './site-settings';

/** Sets the document title to "Page · Site title" (or just the site title). */
export function usePageTitle(page?: string): void {
  const { siteTitle } = useSiteSettings();
  useEffect(() => {
    document.title = page ? `${page} · ${siteTitle}` : siteTitle;
  }, [page, siteTitle]);
}
