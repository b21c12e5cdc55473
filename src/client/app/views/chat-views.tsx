import type { DashboardViews } from '../../features/dashboard/pages/dashboard-page';

/** The dashboard views the chat feature provides, by view name. */
export const CHAT_VIEWS: DashboardViews = {};
