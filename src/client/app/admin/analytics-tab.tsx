import { AdminTabPlaceholder } from './admin-tab-placeholder';

/** The admin dashboard's "Analytics" tab. */
export function AnalyticsTab() {
  return <AdminTabPlaceholder title="Analytics" summary="Daily figures for users, Pro members and conversion." />;
}
