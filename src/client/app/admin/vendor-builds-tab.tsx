import { AdminTabPlaceholder } from './admin-tab-placeholder';

/** The admin dashboard's "Vendor Builds" tab. */
export function VendorBuildsTab() {
  return <AdminTabPlaceholder title="Vendor Builds" summary="Paid custom requests waiting for fulfilment." />;
}
