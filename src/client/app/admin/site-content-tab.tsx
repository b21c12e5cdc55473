import { AdminTabPlaceholder } from './admin-tab-placeholder';

/** The admin dashboard's "Site content" tab. */
export function SiteContentTab() {
  return <AdminTabPlaceholder title="Site content" summary="Texts and links shown across the site." />;
}
