import { useId, type ReactNode, type Ref } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { isAdmin, tierOf } from '../../../../shared/permissions.js';
import { UserMenu, type UserMenuItem } from './user-menu';
import './dashboard-header.css';

export interface DashboardHeaderProps {
  user: CurrentUser;
  siteTitle: string;
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
  hamburgerRef: Ref<HTMLButtonElement>;
  /** The first-time "Launch Nav!" hint pointing at the hamburger. */
  showHint: boolean;
  menuItems: UserMenuItem[];
  onOpenProfile: () => void;
  /** A count on the menu button (unread chat messages), described by the id it is given. */
  renderMenuBadge?: (id: string) => ReactNode;
}

export const TIER_BADGE = { basic: 'Logged In - Basic', pro: 'Logged In - Pro' } as const;

/** SPEC §2 header: hamburger, site title (purple for admins), tier badge with the user menu, profile picture. */
export function DashboardHeader(props: DashboardHeaderProps) {
  const { user, siteTitle, navId, navOpen, onToggleNav, hamburgerRef, showHint, menuItems, onOpenProfile, renderMenuBadge } = props;
  const hintId = useId();
  const badgeId = useId();
  const describedBy = [showHint ? hintId : '', renderMenuBadge ? badgeId : ''].filter(Boolean).join(' ');
  const tier = tierOf(user);
  const admin = isAdmin(user);

  return (
    <header className="dash-header">
      <div className="dash-header__start">
        <div className="dash-header__nav-toggle">
          <button
            ref={hamburgerRef}
            type="button"
            className="hamburger"
            aria-label="Menu"
            aria-expanded={navOpen}
            aria-controls={navId}
            aria-describedby={describedBy || undefined}
            onClick={onToggleNav}
          >
            <span className="hamburger__lines" aria-hidden="true" />
          </button>
          {renderMenuBadge && <span className="dash-header__menu-badge">{renderMenuBadge(badgeId)}</span>}
          {showHint && (
            <p id={hintId} className="launch-hint">
              <svg className="launch-hint__arrow" viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
                <path d="M32 34C22 30 12 22 10 8" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                <path d="M4 14 10 6l7 7" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Launch Nav!
            </p>
          )}
        </div>
        <p className={`dash-header__title${admin ? ' dash-header__title--admin' : ''}`}>{siteTitle}</p>
      </div>
      <div className="dash-header__end">
        {admin && <span className="dash-header__owner">Owner</span>}
        <UserMenu label={TIER_BADGE[tier]} tier={tier} items={menuItems} />
        <button type="button" className="avatar" aria-label="Edit profile" onClick={onOpenProfile}>
          {user.profile.profileImage ? (
            <img className="avatar__image" src={user.profile.profileImage} alt="" />
          ) : (
            <span className="avatar__letter" aria-hidden="true">
              {(user.email.trim().charAt(0) || '?').toUpperCase()}
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
