import type { DashboardViews } from '../../features/dashboard/pages/dashboard-page';

/** The dashboard views the subscription feature provides, by view name. */
export const SUBSCRIPTION_VIEWS: DashboardViews = {};
