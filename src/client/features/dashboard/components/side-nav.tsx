import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import type { MenuItem } from '../dashboard-views';
import './side-nav.css';

export interface SideNavProps {
  id: string;
  open: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
  current: string;
  onSelect: (view: string) => void;
  user: CurrentUser;
}

/**
 * The hamburger's drawer: slides in from the left on every screen size. While
 * open, focus moves into it and stays there (Tab wraps); Escape, the close
 * button or a tap on the backdrop close it. Closed, it is inert and hidden from
 * assistive technology.
 */
export function SideNav({ id, open, onClose, items, current, onSelect, user }: SideNavProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const badgeId = useId();

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLElement>('[aria-current="page"]') ?? panel?.querySelector<HTMLElement>('button');
    target?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const buttons = Array.from(panelRef.current.querySelectorAll<HTMLElement>('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <div className={`side-nav-backdrop${open ? ' side-nav-backdrop--open' : ''}`} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className={`side-nav${open ? ' side-nav--open' : ''}`}
        inert={!open}
        aria-hidden={!open || undefined}
        onKeyDown={onKeyDown}
      >
        <div className="side-nav__head">
          <p className="side-nav__heading">Menu</p>
          <button type="button" className="side-nav__close" aria-label="Close menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Dashboard">
          <ul className="side-nav__list">
            {items.map((item) => (
              <li key={item.view} className="side-nav__entry">
                <button
                  type="button"
                  className="side-nav__item"
                  aria-current={item.view === current ? 'page' : undefined}
                  aria-describedby={item.Badge ? `${badgeId}-${item.view}` : undefined}
                  onClick={() => onSelect(item.view)}
                >
                  {item.label}
                </button>
                {item.Badge && (
                  <span className="side-nav__badge">
                    <item.Badge user={user} id={`${badgeId}-${item.view}`} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
