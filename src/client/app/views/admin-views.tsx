import type { DashboardViews } from '../../features/dashboard/pages/dashboard-page';
import { AdminDashboardView } from '../admin/admin-dashboard-view';

/** The admin dashboard view: a tab picker whose tabs come from several features. */
export const ADMIN_VIEWS: DashboardViews = { admin: AdminDashboardView };
