import type { DashboardViews } from '../../features/dashboard/pages/dashboard-page';

/** The dashboard views the content feature provides, by view name. */
export const CONTENT_VIEWS: DashboardViews = {};
