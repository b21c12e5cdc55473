import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { BILLING_MESSAGES, type BillingState } from '../../../../shared/features/subscription.schema.js';
import { Button } from '../../../components/ui/button';
import { isAdmin, isPro } from '../../../../shared/permissions.js';
import { dateOfEpochSeconds } from '../../../../shared/time.js';
import { SiteFooter } from '../../../components/site-footer';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { DashboardHeader } from '../components/dashboard-header';
import { SideNav } from '../components/side-nav';
import type { UserMenuItem } from '../components/user-menu';
import { menuItemsFor, type DashboardViewRegistry, type ResolvedView } from '../dashboard-views';
import { useDashboardView } from '../use-dashboard-view';
import { ProEndedNotice } from '../components/pro-ended-notice';
import './dashboard-page.css';

export interface DashboardPageProps {
  user: CurrentUser;
  /** Every view, from the app's registry. */
  views: DashboardViewRegistry;
  onSignOut: () => void;
  onToggleRole: () => void;
  /** Seam for the subscription feature; called after the user confirmed. */
  onCancelSubscription: () => Promise<void>;
  /** Seam for the retention offer: Cancel Subscription was pressed; call `openConfirm` for the spec's confirmation. */
  onCancelPressed?: (openConfirm: () => void) => void;
  /** Dialogs of that seam, rendered with the page's own. */
  cancelFlowDialogs?: ReactNode;
  /** The first time the menu is opened (menuHintSeen false). */
  onMenuHintSeen: () => void;
  renderProfileModal: (props: { open: boolean; onClose: () => void }) => ReactNode;
  /** The member's billing, once known: Manage Billing needs a payment customer; past due shows a notice. */
  billing?: BillingState;
  /** Seam for the subscription feature: opens the provider's billing portal. */
  onManageBilling?: () => void;
}

export function formatSubscriptionEnd(epochSeconds: number): string {
  return dateOfEpochSeconds(epochSeconds).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

interface MenuActions {
  profile: () => void;
  toggleRole: () => void;
  cancel: () => void;
  signOut: () => void;
  /** Present when the member has billing to manage. */
  manageBilling?: () => void;
  /** While the subscription is in its free trial: when the trial ends. */
  trialEndsAt?: number | null;
}

/**
 * What Toggle Role says the owner is now: the content he sees (Pro or Basic, SPEC §2), and "Admin" too
 * at the cycle's admin step, which shows Basic content like the plain-user step.
 */
export function roleState(user: CurrentUser): string {
  if (isPro(user)) return 'Pro';
  return user.role === 'admin' ? 'Basic · Admin' : 'Basic';
}

/** The owner gave Pro free of charge: the menu says so, and until when (the badge keeps the spec's text). */
export function complimentaryLabel(endsAt: number | null): string {
  return endsAt === null ? 'Complimentary Pro: no end date' : `Complimentary Pro until ${formatSubscriptionEnd(endsAt)}`;
}

/** A member in a free trial: the menu shows when it ends, which is when the first charge falls (ADR 0121). */
function trialLabel(endsAt: number): string {
  return `Free trial until ${formatSubscriptionEnd(endsAt)}`;
}

function userMenuItems(user: CurrentUser, actions: MenuActions) {
  const pro = isPro(user);
  const items: UserMenuItem[] = [{ id: 'profile', label: 'Profile', onSelect: actions.profile }];
  if (isAdmin(user)) {
    items.push({
      id: 'toggle-role',
      label: (
        <>
          Toggle Role <span className="user-menu__pill">{roleState(user)}</span>
        </>
      ),
      onSelect: actions.toggleRole,
    });
  }
  if (actions.manageBilling) items.push({ id: 'manage-billing', label: BILLING_MESSAGES.manageBilling, onSelect: actions.manageBilling });
  if (pro && user.subscriptionStatus === 'active') {
    items.push({ id: 'cancel', label: 'Cancel Subscription', onSelect: actions.cancel });
  }
  if (pro && user.subscriptionStatus === 'pending_cancellation' && user.subscriptionEndDate !== null) {
    items.push({ id: 'sub-ends', label: `Sub Ends: ${formatSubscriptionEnd(user.subscriptionEndDate)}`, disabled: true });
  }
  if (pro && actions.trialEndsAt) items.push({ id: 'trial', label: trialLabel(actions.trialEndsAt), disabled: true });
  if (user.complimentaryPro) items.push({ id: 'complimentary', label: complimentaryLabel(user.complimentaryEndsAt), disabled: true });
  items.push({ id: 'sign-out', label: 'Sign Out', onSelect: actions.signOut });
  return items;
}

/** The view's heading and the document title; keyed by view name, so a view's live-title hook is always called the same way. */
function ViewHeading({ view, headingRef }: { view: ResolvedView; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const title = view.entry.useLiveTitle?.(view.name) ?? view.title;
  usePageTitle(title);
  return (
    <h1 ref={headingRef} className="dashboard__title" tabIndex={-1}>
      {title}
    </h1>
  );
}

/** The dashboard shell of SPEC §2 (/auth-home): header, side menu, the current view, footer. */
/** A payment failed: Pro continues while the provider retries, and the member is asked to update their card. */
function PastDueNotice({ onManageBilling }: { onManageBilling: () => void }) {
  return (
    <div className="dashboard__notice" role="status">
      <p>{BILLING_MESSAGES.pastDue}</p>
      <Button variant="secondary" onClick={onManageBilling}>
        {BILLING_MESSAGES.manageBilling}
      </Button>
    </div>
  );
}

export function DashboardPage(props: DashboardPageProps) {
  const { user, views, onSignOut, onToggleRole, onCancelSubscription, onCancelPressed, cancelFlowDialogs, onMenuHintSeen, renderProfileModal, billing, onManageBilling } = props;
  const { siteTitle } = useSiteSettings();
  const navId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [navOpen, setNavOpen] = useState(false);
  const [hintDismissed, setHintDismissed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  // A seam may put something (the retention offer) before the spec's confirmation; it opens the confirmation when due.
  const startCancel = () => (onCancelPressed ? onCancelPressed(() => setCancelOpen(true)) : setCancelOpen(true));
  const { view, tab, folder, member, proEnded, select } = useDashboardView(views, user);

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
    if (!select(name, { tab: nextTab })) return;
    setNavOpen(false);
  };

  const menuItems = userMenuItems(user, {
    profile: () => setProfileOpen(true),
    toggleRole: onToggleRole,
    cancel: startCancel,
    signOut: onSignOut,
    manageBilling: billing?.hasCustomer ? onManageBilling : undefined,
    trialEndsAt: billing?.trialEndsAt ?? null,
  });

  // Whatever changed the view (the menu, a link in a view, Back, a live change of access), focus moves to
  // the new view's heading, so screen readers announce it and the keyboard starts from there, not <body>.
  const shownView = useRef(view.name);
  useEffect(() => {
    if (shownView.current === view.name) return;
    shownView.current = view.name;
    headingRef.current?.focus();
  }, [view.name]);

  const View = view.entry.Component;
  const navItems = menuItemsFor(views, user);
  // The menu button carries the first badge of the menu (the unread chat messages), so it shows while the menu is closed.
  const MenuButtonBadge = navItems.find((item) => item.Badge)?.Badge;

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
        renderMenuBadge={MenuButtonBadge && ((badgeId) => <MenuButtonBadge user={user} id={badgeId} />)}
      />
      <SideNav id={navId} open={navOpen} onClose={closeNav} items={navItems} current={view.name} onSelect={navigateTo} user={user} />
      <main id="main" className="dashboard__main">
        {billing?.pastDue && onManageBilling && <PastDueNotice onManageBilling={onManageBilling} />}
        <ViewHeading key={view.name} view={view} headingRef={headingRef} />
        {proEnded ? (
          <ProEndedNotice onRejoin={() => navigateTo('subscribe')} />
        ) : (
          <View
            user={user}
            view={view.name}
            tab={tab}
            folder={folder}
            onNavigate={navigateTo}
            // Tabs switch on arrow keys too, so a tab change replaces the history entry rather than adding one per key press.
            onSelectTab={(nextTab) => select(view.name, { tab: nextTab, folder }, { replace: true })}
            onOpenFolder={(nextFolder) => select(view.name, { tab, folder: nextFolder })}
            member={member}
            onSelectMember={(nextMember) => select(view.name, { tab, folder, member: nextMember })}
          />
        )}
      </main>
      <SiteFooter />
      {renderProfileModal({ open: profileOpen, onClose: () => setProfileOpen(false) })}
      {cancelFlowDialogs}
      <CancelSubscriptionDialog open={cancelOpen} onClose={() => setCancelOpen(false)} onConfirm={onCancelSubscription} />
    </div>
  );
}
