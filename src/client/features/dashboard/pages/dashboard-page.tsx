import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { isAdmin, isPro } from '../../../../shared/permissions.js';
import { SiteFooter } from '../../../components/site-footer';
import { useSiteSettings } from '../../../lib/site';
import { usePageTitle } from '../../../lib/use-page-title';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { DashboardHeader } from '../components/dashboard-header';
import { SideNav } from '../components/side-nav';
import type { UserMenuItem } from '../components/user-menu';
import { ViewPlaceholder } from '../components/view-placeholder';
import { menuItemsFor, viewDefinition, viewSlot, type ViewName, type ViewSlot } from '../dashboard-views';
import { useDashboardView } from '../use-dashboard-view';
import './dashboard-page.css';

/** What every dashboard view gets from the shell. */
export interface DashboardViewProps {
  user: CurrentUser;
  view: ViewName;
  tab?: string;
  /** Switches to another view (e.g. a "Subscribe" link inside a teaser). */
  onNavigate: (view: string, tab?: string) => void;
}

/** Views built by other features, plugged in by app/; the rest show a placeholder. See viewSlot for shared slots. */
export type DashboardViews = Partial<Record<ViewSlot, ComponentType<DashboardViewProps>>>;

export interface DashboardPageProps {
  user: CurrentUser;
  views?: DashboardViews;
  onSignOut: () => void;
  onToggleRole: () => void;
  /** Seam for the subscription feature; called after the user confirmed. */
  onCancelSubscription: () => Promise<void>;
  /** The first time the menu is opened (menuHintSeen false). */
  onMenuHintSeen: () => void;
  renderProfileModal: (props: { open: boolean; onClose: () => void }) => ReactNode;
}

export function formatSubscriptionEnd(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function userMenuItems(user: CurrentUser, actions: { profile: () => void; toggleRole: () => void; cancel: () => void; signOut: () => void }) {
  const pro = isPro(user);
  const items: UserMenuItem[] = [{ id: 'profile', label: 'Profile', onSelect: actions.profile }];
  if (isAdmin(user)) {
    items.push({
      id: 'toggle-role',
      label: (
        <>
          Toggle Role <span className="user-menu__pill">{pro ? 'Pro' : 'Basic'}</span>
        </>
      ),
      onSelect: actions.toggleRole,
    });
  }
  if (pro && user.subscriptionStatus === 'active') {
    items.push({ id: 'cancel', label: 'Cancel Subscription', onSelect: actions.cancel });
  }
  if (pro && user.subscriptionStatus === 'pending_cancellation' && user.subscriptionEndDate !== null) {
    items.push({ id: 'sub-ends', label: `Sub Ends: ${formatSubscriptionEnd(user.subscriptionEndDate)}`, disabled: true });
  }
  items.push({ id: 'sign-out', label: 'Sign Out', onSelect: actions.signOut });
  return items;
}

/** The dashboard shell of SPEC §2 (/auth-home): header, side menu, the current view, footer. */
export function DashboardPage({ user, views = {}, onSignOut, onToggleRole, onCancelSubscription, onMenuHintSeen, renderProfileModal }: DashboardPageProps) {
  const { siteTitle } = useSiteSettings();
  const navId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [navOpen, setNavOpen] = useState(false);
  const [hintDismissed, setHintDismissed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const { view, tab, select } = useDashboardView(user);
  const definition = viewDefinition(view);
  usePageTitle(definition.title);

  const showHint = !user.menuHintSeen && !hintDismissed;

  const toggleNav = () => {
    if (!navOpen && showHint) {
      setHintDismissed(true);
      onMenuHintSeen();
    }
    setNavOpen(!navOpen);
  };

  const closeNav = () => {
    setNavOpen(false);
    hamburgerRef.current?.focus();
  };

  const navigateTo = (name: string, nextTab?: string) => {
    if (!select(name, nextTab)) return;
    setNavOpen(false);
    // Move to the new view's heading so screen readers announce it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const menuItems = userMenuItems(user, {
    profile: () => setProfileOpen(true),
    toggleRole: onToggleRole,
    cancel: () => setCancelOpen(true),
    signOut: onSignOut,
  });

  const View = views[viewSlot(view)];

  return (
    <div className="dashboard">
      <DashboardHeader
        user={user}
        siteTitle={siteTitle}
        navId={navId}
        navOpen={navOpen}
        onToggleNav={toggleNav}
        hamburgerRef={hamburgerRef}
        showHint={showHint}
        menuItems={menuItems}
        onOpenProfile={() => setProfileOpen(true)}
      />
      <SideNav id={navId} open={navOpen} onClose={closeNav} items={menuItemsFor(user)} current={view} onSelect={navigateTo} />
      <main id="main" className="dashboard__main">
        <h1 ref={headingRef} className="dashboard__title" tabIndex={-1}>
          {definition.title}
        </h1>
        {View ? <View user={user} view={view} tab={tab} onNavigate={navigateTo} /> : <ViewPlaceholder definition={definition} tab={tab} />}
      </main>
      <SiteFooter />
      {renderProfileModal({ open: profileOpen, onClose: () => setProfileOpen(false) })}
      <CancelSubscriptionDialog open={cancelOpen} onClose={() => setCancelOpen(false)} onConfirm={onCancelSubscription} />
    </div>
  );
}
