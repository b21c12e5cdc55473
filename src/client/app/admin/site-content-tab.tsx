import { SiteContentEditor } from '../../features/content/components/site-content-editor';

/** The admin dashboard's "Site content" tab. */
export function SiteContentTab() {
  return <SiteContentEditor />;
}
