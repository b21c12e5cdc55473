import type { ComponentType } from 'react';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { can, isPro, type Permission, type RoleHolder } from '../../../shared/permissions.js';

/** What every dashboard view gets from the shell. */
export interface DashboardViewProps {
  user: CurrentUser;
  /** The view's name, e.g. `gallery_sunsets` for one of a family of views. */
  view: string;
  /** The tab inside the view, from the address or the navigation state. */
  tab?: string;
  /** The folder open inside the view (Pro gallery selector), from the address. */
  folder?: string;
  /** Switches to another view (e.g. a "Subscribe" link inside a teaser); a new history entry. */
  onNavigate: (view: string, tab?: string) => void;
  /** Picks a tab inside this view; the address follows without a new history entry. */
  onSelectTab: (tab: string) => void;
  /** Opens a folder inside this view, or closes it (undefined); a new history entry, so Back closes it. */
  onOpenFolder: (folder: string | undefined) => void;
  /** The member the current tab is about, from the address (the Admin Dashboard's Chats tab opens their conversation). */
  member?: string;
  /** Names a member inside the current tab, or none; a new history entry, so Back closes their conversation. */
  onSelectMember: (member: string | undefined) => void;
}

/**
 * One dashboard view (SPEC §2). The app's registry lists them and this module
 * answers every question about them; `use-dashboard-view.ts` keeps the current
 * one, mirrored into the address.
 */
export interface DashboardViewEntry {
  /** The view name, or a pattern naming a family of views (tech_{section}, configured galleries). */
  name: string | RegExp;
  /** The page heading; a family derives it from the view name. */
  title: string | ((view: string) => string);
  /** Present when the view is in the hamburger menu; the menu keeps the registry's order. */
  menuLabel?: string;
  permission: Permission;
  /** Only for users who are not Pro yet (Subscribe). */
  notForPro?: boolean;
  Component: ComponentType<DashboardViewProps>;
  /**
   * A hook giving the heading when it follows data (a renamed gallery); undefined while
   * unknown, then `title` stands. Called once per shown view, always for the same view name.
   */
  useLiveTitle?: (view: string) => string | undefined;
  /** A live count beside the menu item (and on the menu button), e.g. unread chat messages; renders nothing at 0. */
  MenuBadge?: ComponentType<MenuBadgeProps>;
}

export interface MenuBadgeProps {
  user: CurrentUser;
  /** The item names the badge in aria-describedby, so the count is not part of its name. */
  id?: string;
}

/** The registry: the first entry is the view the dashboard opens on. */
export type DashboardViewRegistry = readonly [DashboardViewEntry, ...DashboardViewEntry[]];

export interface ResolvedView {
  name: string;
  title: string;
  entry: DashboardViewEntry;
}

export interface MenuItem {
  label: string;
  view: string;
  Badge?: ComponentType<MenuBadgeProps>;
}

/** The view of that name, or null when there is none. Exact names win over families (gallery_pro). */
export function resolveView(registry: DashboardViewRegistry, name: unknown): ResolvedView | null {
  if (typeof name !== 'string') return null;
  const entry =
    registry.find((candidate) => candidate.name === name) ??
    registry.find((candidate) => candidate.name instanceof RegExp && candidate.name.test(name));
  if (!entry) return null;
  return { name, title: typeof entry.title === 'function' ? entry.title(name) : entry.title, entry };
}

export function defaultView(registry: DashboardViewRegistry): ResolvedView {
  return resolveView(registry, registry[0].name)!;
}

export function canSeeView(user: RoleHolder, view: ResolvedView): boolean {
  if (view.entry.notForPro && isPro(user)) return false;
  return can(user, view.entry.permission);
}

/** The hamburger menu items this user may see, in the registry's order. */
export function menuItemsFor(registry: DashboardViewRegistry, user: RoleHolder): MenuItem[] {
  return registry.flatMap((entry) => {
    if (!entry.menuLabel || typeof entry.name !== 'string') return [];
    const view = resolveView(registry, entry.name)!;
    return canSeeView(user, view) ? [{ label: entry.menuLabel, view: view.name, ...(entry.MenuBadge ? { Badge: entry.MenuBadge } : {}) }] : [];
  });
}
