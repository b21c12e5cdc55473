import { CustomBuildView } from '../../features/custom-orders/components/custom-build-view';
import type { DashboardViewProps, DashboardViews } from '../../features/dashboard/pages/dashboard-page';

// Keyed by the asked-for tab, so a navigation to another tab opens it even when the view is already shown.
function CustomBuild({ user, tab }: DashboardViewProps) {
  return <CustomBuildView key={tab ?? ''} user={user} tab={tab} />;
}

function TrackPurchases({ user, tab }: DashboardViewProps) {
  return <CustomBuildView key={tab ?? ''} user={user} tab={tab ?? 'tracking'} />;
}

function PurchasedContentView({ user, tab }: DashboardViewProps) {
  return <CustomBuildView key={tab ?? ''} user={user} tab={tab ?? 'purchased'} />;
}

/** The dashboard views the custom-orders feature provides, by view name. */
export const CUSTOM_ORDERS_VIEWS: DashboardViews = {
  custom_build: CustomBuild,
  track_purchases: TrackPurchases,
  purchased_content: PurchasedContentView,
};
