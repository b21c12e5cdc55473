import type { DashboardViews } from '../../features/dashboard/pages/dashboard-page';

/** The dashboard views the gallery feature provides, by view name. */
export const GALLERY_VIEWS: DashboardViews = {};
