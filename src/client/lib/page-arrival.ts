/**
 * Page loads between the site's own pages, without React: the home page runs
 * no React at all (public-main.tsx), yet the page it leads to must still know
 * that the visitor came from this site, so its Back button can return there.
 */

/** Where a page load started by this site is going, so the page it lands on knows it has a page before it. */
const LEAVING_FOR = 'navigation:leaving-for';

/** Remembers that this site is sending the visitor to `to` (a path of the site). */
export function rememberLeavingFor(to: string): void {
  try {
    sessionStorage.setItem(LEAVING_FOR, to);
  } catch {
    // Storage blocked: the next page's Back goes home.
  }
}

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

/** On a page left as the server sent it: a click on a link to another page of the site is remembered; the browser follows it. */
export function rememberSiteLinks(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link?.target || event.defaultPrevented) return;
    rememberLeavingFor(href);
  });
}
