import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './user-menu.css';

export interface UserMenuItem {
  id: string;
  label: ReactNode;
  /** Runs after the menu has closed and focus is back on the menu button. */
  onSelect?: () => void;
  /** Shown but not actionable (e.g. the subscription end date). */
  disabled?: boolean;
}

export interface UserMenuProps {
  /** The button's text: the tier badge. */
  label: string;
  tier: 'basic' | 'pro';
  items: UserMenuItem[];
}

/**
 * The badge that opens the user menu, following the WAI-ARIA menu button
 * pattern: Enter, Space or Arrow Down open it on the first item, Arrow Up on the
 * last; arrows, Home and End move; Escape closes and returns focus; Tab or a
 * click outside closes it.
 */
export function UserMenu({ label, tier, items }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const activate = (item: UserMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect?.();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowDown: focusIndex + 1, ArrowUp: focusIndex - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(((moves[event.key] ?? 0) + items.length) % items.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const item = items[focusIndex];
      if (item) activate(item);
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={`tier-badge tier-badge--${tier}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="tier-badge__dot" aria-hidden="true" />
        {label}
        <svg className="tier-badge__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-labelledby={buttonId} className="user-menu__list" onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <div
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-disabled={item.disabled || undefined}
              className={`user-menu__item${item.disabled ? ' user-menu__item--info' : ''}`}
              onClick={() => activate(item)}
              onMouseMove={() => index !== focusIndex && setFocusIndex(index)}
            >
              {item.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
