import { createContext, useContext, useId, useState, useSyncExternalStore } from 'react';
import { isInAppBrowser } from '../../shared/in-app-browser.js';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { IN_APP_BROWSER_ATTRIBUTE } from '../../shared/page-slots.js';
import { useCopyFeedback } from '../lib/clipboard';
import { Button } from './ui/button';
import './in-app-browser-warning.css';
import { neverChanges } from '../lib/use-hydrated';

/** The user agent does not change while the page is open. */
const readInAppBrowser = () => isInAppBrowser(navigator.userAgent);

/**
 * Whether the HTML being hydrated was rendered for an in-app browser: the build
 * renders a variant of the pages that show the warning (scripts/prerender.mjs
 * sets this), and the server sends it to in-app browsers, marked on <html>.
 */
export const RenderedForInAppBrowser = createContext(false);
const pageRenderedForInApp = () => typeof document !== 'undefined' && document.documentElement.hasAttribute(IN_APP_BROWSER_ATTRIBUTE);

/**
 * In-app browsers (Instagram, Facebook, Snapchat, TikTok, Twitter/X) often block
 * Google sign-in, so their users are asked to open the site in a real browser.
 */
export function InAppBrowserWarning() {
  // Hydration starts from what the HTML was rendered for; a page rendered here reads the user agent.
  const renderedForInApp = useContext(RenderedForInAppBrowser);
  const inApp = useSyncExternalStore(neverChanges, readInAppBrowser, () => renderedForInApp || pageRenderedForInApp());
  const { copied, copy } = useCopyFeedback();
  const [blockedFor, setBlockedFor] = useState<string | null>(null);
  const titleId = useId();

  if (!inApp) return null;

  const copyLink = async () => {
    const origin = window.location.origin;
    setBlockedFor((await copy(origin)) ? null : origin);
  };

  return (
    <div className="in-app-warning" role="note" aria-labelledby={titleId}>
      <svg className="in-app-warning__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 3 2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="in-app-warning__body">
        <p id={titleId} className="in-app-warning__title">
          You&rsquo;re in an in-app browser
        </p>
        <p className="in-app-warning__text">
          Sign-in with Google may not work inside this app&rsquo;s browser. Copy the link and open the site in Safari
          or Chrome instead, or <a href={`${CLIENT_ROUTES.googleSignup}#email-code`}>sign in with a code sent to your e-mail</a>.
        </p>
        <Button variant="secondary" className="in-app-warning__button" onClick={() => void copyLink()}>
          {copied ? 'Copied' : 'Copy Link'}
        </Button>
        {blockedFor && <p className="in-app-warning__text">Copying is blocked here. Open your browser and go to {blockedFor}</p>}
        <span className="visually-hidden" role="status">
          {copied ? 'The site address is on your clipboard.' : ''}
        </span>
      </div>
    </div>
  );
}
