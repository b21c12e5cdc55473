import { CLIENT_ROUTES } from './routes.js';

/**
 * Where the dashboard is, as written into its address (beyond SPEC §2, which holds
 * the view in state; the address mirrors it): `/auth-home?view=admin&tab=chats`.
 * Shared so that the server's e-mails link straight to a view.
 */
export const DASHBOARD_PARAMS = { view: 'view', folder: 'folder', tab: 'tab', member: 'member' } as const;
/** The parameters in the order they are written. */
const PLACE_KEYS = ['view', 'folder', 'tab', 'member'] as const;

export interface DashboardPlace {
  /** A dashboard view name (SPEC §2). Absent: the default view. */
  view?: string;
  /** A folder of the Pro gallery selector, by id. */
  folder?: string;
  /** A tab inside the view (Admin Dashboard, Custom Build). */
  tab?: string;
  /** A member the tab is about, by user id: the Admin Dashboard's Chats tab opens their conversation. */
  member?: string;
}

/** The place an address names; parameters that are absent or empty are left out. Whether the view exists is for the caller to check. */
export function parseDashboardSearch(search: string | URLSearchParams): DashboardPlace {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const place: DashboardPlace = {};
  for (const key of PLACE_KEYS) {
    const value = params.get(DASHBOARD_PARAMS[key]);
    if (value) place[key] = value;
  }
  return place;
}

/** The query string of a place, always in the order view, folder, tab, member; '' when nothing is named. */
export function dashboardSearch(place: DashboardPlace): string {
  const params = new URLSearchParams();
  for (const key of PLACE_KEYS) {
    const value = place[key];
    if (value) params.set(DASHBOARD_PARAMS[key], value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The dashboard's path with a place, e.g. for a link in an e-mail. */
export function dashboardHref(place: DashboardPlace): string {
  return `${CLIENT_ROUTES.authHome}${dashboardSearch(place)}`;
}
