import { VendorBuilds } from '../../features/custom-orders/components/vendor-builds';

/** The admin dashboard's "Vendor Builds" tab: paid custom requests waiting for fulfilment. */
export function VendorBuildsTab() {
  return <VendorBuilds />;
}
