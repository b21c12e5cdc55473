import { createContext, useContext, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { CLIENT_ROUTES } from '../../shared/routes.js';

/**
 * How a page moves to another. Public pages are prerendered and hydrated
 * without the router, so their links and buttons go through this instead:
 * inside the router app (app/root-layout.tsx) it navigates in place; on a
 * prerendered page it loads the next page, which arrives as HTML.
 */
export interface Navigation {
  /** The path shown now, to mark the link to it. */
  pathname: string;
  go(to: string): void;
  /** One step back, or home when the page was opened directly. */
  back(): void;
}

/** Where a page load started by this site is going, so the page it lands on knows it has a page before it. */
const LEAVING_FOR = 'navigation:leaving-for';

/**
 * Called once when a prerendered page starts: marks its history entry when the
 * previous page of this site sent the visitor here, so Back can return there.
 * (The referrer cannot tell: the site sends no Referer.)
 */
export function markArrival(): void {
  try {
    if (sessionStorage.getItem(LEAVING_FOR) === window.location.pathname) {
      window.history.replaceState({ ...(window.history.state as object | null), fromSite: true }, '');
    }
    sessionStorage.removeItem(LEAVING_FOR);
  } catch {
    // Storage blocked: Back then goes home, as for a page opened directly.
  }
}

const cameFromThisSite = () => (window.history.state as { fromSite?: boolean } | null)?.fromSite === true;

export const pageLoadNavigation: Navigation = {
  get pathname() {
    return typeof window === 'undefined' ? CLIENT_ROUTES.home : window.location.pathname;
  },
  go: (to) => {
    try {
      sessionStorage.setItem(LEAVING_FOR, to);
    } catch {
      // Storage blocked: the next page's Back goes home.
    }
    window.location.assign(to);
  },
  back: () => (cameFromThisSite() ? window.history.back() : window.location.assign(CLIENT_ROUTES.home)),
};

export const NavigationContext = createContext<Navigation>(pageLoadNavigation);

export const useNavigation = (): Navigation => useContext(NavigationContext);

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link to a page of the site; the link to the page shown is marked aria-current="page". */
export function AppLink({ to, onClick, ...props }: Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string }) {
  const navigation = useNavigation();
  return (
    <a
      {...props}
      href={to}
      aria-current={navigation.pathname === to ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || props.target) return;
        event.preventDefault();
        navigation.go(to);
      }}
    />
  );
}
