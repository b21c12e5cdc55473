import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { RoleHolder } from '../../../shared/permissions.js';
import { canSeeView, DEFAULT_VIEW, parseViewName, type ViewName } from './dashboard-views';

export interface DashboardViewState {
  view: ViewName;
  /** A tab inside the view, e.g. Custom Build's tracking tab. */
  tab?: string;
}

type Checked = { ok: true; state: DashboardViewState } | { ok: false; warning: string };

function checkView(user: RoleHolder, name: unknown, tab: unknown): Checked {
  const view = parseViewName(name);
  if (!view) return { ok: false, warning: `Unknown dashboard view "${String(name)}" was ignored.` };
  if (!canSeeView(user, view)) return { ok: false, warning: `Dashboard view "${view}" is not available to this account and was ignored.` };
  return { ok: true, state: { view, tab: typeof tab === 'string' ? tab : undefined } };
}

/** The view another page asked for in the navigation state ({component, tab}, SPEC §2), if any. */
function preselection(user: RoleHolder, state: unknown): Checked | null {
  if (!state || typeof state !== 'object' || !('component' in state)) return null;
  const { component, tab } = state as { component: unknown; tab?: unknown };
  return checkView(user, component, tab);
}

/**
 * The current dashboard view, held in React state (no URL). A navigation may
 * preselect a view; after that the menu decides, until the next navigation.
 * Names that are no view, or a view this user may not see, are ignored with a
 * console warning.
 */
export function useDashboardView(user: RoleHolder) {
  const location = useLocation();
  // The view picked in the menu, tied to the navigation it was picked in.
  const [picked, setPicked] = useState<(DashboardViewState & { key: string }) | null>(null);
  const preselected = preselection(user, location.state);
  const preselectionWarning = preselected && !preselected.ok ? preselected.warning : null;

  useEffect(() => {
    if (preselectionWarning) console.warn(preselectionWarning);
    // Once per navigation, not once per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const select = useCallback(
    (name: unknown, tab?: string): boolean => {
      const checked = checkView(user, name, tab);
      if (!checked.ok) {
        console.warn(checked.warning);
        return false;
      }
      setPicked({ ...checked.state, key: location.key });
      return true;
    },
    [user, location.key],
  );

  let current: DashboardViewState = { view: DEFAULT_VIEW };
  if (picked && picked.key === location.key) current = picked;
  else if (preselected?.ok) current = preselected.state;
  // A role that changed live may take a view away; fall back to the default then.
  if (!canSeeView(user, current.view)) current = { view: DEFAULT_VIEW };
  return { view: current.view, tab: current.tab, select };
}
