import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardSearch, parseDashboardSearch, type DashboardPlace } from '../../../shared/dashboard-address.js';
import type { RoleHolder } from '../../../shared/permissions.js';
import { canSeeView, defaultView, resolveView, type DashboardViewRegistry, type ResolvedView } from './dashboard-views';

export interface DashboardViewState {
  view: ResolvedView;
  /** A tab inside the view, e.g. Custom Build's tracking tab. */
  tab?: string;
  /** A folder of the Pro gallery selector. */
  folder?: string;
  /** A member the tab is about (the Chats tab's open conversation). */
  member?: string;
  /** A Pro view kept for a member whose Pro ended: it explains that instead of vanishing. */
  proEnded?: boolean;
}

/** Who the dashboard is for: the roles, and whether a subscription of theirs has ended. */
export type DashboardViewer = RoleHolder & { subscriptionStatus?: string | null };

/** A member whose subscription ended (not one who never had Pro) still lands on the Pro view they asked for. */
function lapsedFrom(user: DashboardViewer, view: ResolvedView): boolean {
  return user.subscriptionStatus === 'canceled' && !view.entry.notForPro && canSeeView({ ...user, role: 'pro_user' }, view) && !canSeeView(user, view);
}

type Checked = { ok: true; state: DashboardViewState } | { ok: false; warning: string };

function checkView(registry: DashboardViewRegistry, user: DashboardViewer, name: unknown, inside: Omit<DashboardPlace, 'view'> = {}): Checked {
  const view = resolveView(registry, name);
  if (!view) return { ok: false, warning: `Unknown dashboard view "${String(name)}" was ignored.` };
  if (lapsedFrom(user, view)) return { ok: true, state: { view, proEnded: true } };
  if (!canSeeView(user, view)) return { ok: false, warning: `Dashboard view "${view.name}" is not available to this account and was ignored.` };
  return { ok: true, state: { view, tab: inside.tab, folder: inside.folder, member: inside.member } };
}

/** The view another page asked for in the navigation state ({component, tab}, SPEC §2), if any. */
function preselection(state: unknown): DashboardPlace | null {
  if (!state || typeof state !== 'object' || !('component' in state)) return null;
  const { component, tab } = state as { component: unknown; tab?: unknown };
  return { view: typeof component === 'string' ? component : String(component), tab: typeof tab === 'string' ? tab : undefined };
}

/** The query string that names this state; the default view with nothing inside it is the bare address. */
function searchOf(registry: DashboardViewRegistry, state: DashboardViewState): string {
  const isDefault = state.view.name === defaultView(registry).name;
  const view = isDefault && !state.tab && !state.folder && !state.member ? undefined : state.view.name;
  return dashboardSearch({ view, folder: state.folder, tab: state.tab, member: state.member });
}

export interface SelectOptions {
  /** Replace the current history entry instead of adding one (tab changes). */
  replace?: boolean;
}

/**
 * The current dashboard view. SPEC §2 switches views without leaving the page;
 * the address mirrors the view (and the folder or tab inside it), so a reload
 * keeps it, Back and Forward move between views and a link can open one.
 * A view asked for in the navigation state ({component, tab}) still works and is
 * written into the address. A name that is no view, or a view this user may not
 * see, logs a warning and the dashboard opens on its default view; except a Pro view
 * of a member whose Pro ended, which stays and says so (ProEndedNotice).
 */
export function useDashboardView(registry: DashboardViewRegistry, user: DashboardViewer) {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = parseDashboardSearch(location.search);
  const request = asked.view !== undefined ? asked : preselection(location.state);
  const checked = request ? checkView(registry, user, request.view, request) : null;
  // A role that changed live may take the view away too: the same warning, then the default view.
  const current: DashboardViewState = checked?.ok ? checked.state : { view: defaultView(registry) };
  const warning = checked && !checked.ok ? checked.warning : null;
  const canonical = searchOf(registry, current);

  useEffect(() => {
    if (warning) console.warn(warning);
    // A preselection, a fallback or a misspelt address becomes the address of what is shown; not a new step in history.
    if (canonical !== location.search) void navigate({ pathname: location.pathname, search: canonical, hash: location.hash }, { replace: true, state: null });
    // Once per navigation (and when a live role change takes the view away), not once per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, warning, canonical]);

  const select = useCallback(
    (name: unknown, inside: Omit<DashboardPlace, 'view'> = {}, options: SelectOptions = {}): boolean => {
      const next = checkView(registry, user, name, inside);
      if (!next.ok) {
        console.warn(next.warning);
        return false;
      }
      const search = searchOf(registry, next.state);
      // Choosing what is already shown adds no history entry.
      if (search !== location.search) void navigate({ pathname: location.pathname, search }, { replace: options.replace });
      return true;
    },
    [registry, user, location.pathname, location.search, navigate],
  );

  return { view: current.view, tab: current.tab, folder: current.folder, member: current.member, proEnded: current.proEnded === true, select };
}
