import { createContext, useContext, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { rememberLeavingFor } from './page-arrival';

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

const cameFromThisSite = () => (window.history.state as { fromSite?: boolean } | null)?.fromSite === true;

export const pageLoadNavigation: Navigation = {
  get pathname() {
    return typeof window === 'undefined' ? CLIENT_ROUTES.home : window.location.pathname;
  },
  go: (to) => {
    rememberLeavingFor(to);
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
