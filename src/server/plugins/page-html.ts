import type { SiteSettings } from '../../shared/features/content.schema.js';
import { PAGE_TOKENS, SIGNED_IN_USER_ELEMENT_ID, SITE_SETTINGS_ELEMENT_ID, SITE_SETTINGS_SLOT, type PageToken } from '../../shared/page-slots.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const tokenNames = new Map<string, PageToken>(Object.entries(PAGE_TOKENS).map(([name, token]) => [token, name as PageToken]));
const anyToken = new RegExp([...tokenNames.keys()].join('|'), 'g');

function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at + 1)];
}

/** JSON for a `<script type="application/json">` element: "<" escaped, so no value can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What the app shell carries for a signed-in visitor, so its first requests start with the page. */
export interface SignedInPage {
  /** The user as GET /api/me answers it. */
  user: unknown;
  /** API addresses the page asks for at once (`<link rel="preload" as="fetch">`), e.g. the view's first data. */
  preloads: readonly string[];
}

function signedInElements({ user, preloads }: SignedInPage): string {
  const links = preloads.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`);
  return `<script id="${SIGNED_IN_USER_ELEMENT_ID}" type="application/json">${scriptJson(user)}</script>${links.join('')}`;
}

/**
 * A page of the built client, ready to send: every token (shared/page-slots.ts)
 * replaced by the current setting, escaped for HTML, in one pass (a setting that
 * happens to contain a token stays as typed), and the settings as JSON in the
 * slot the build left, so the client starts from the same values; with a
 * signed-in page, its user and preloads in the same slot.
 */
export function fillPage(template: string, settings: SiteSettings, pageUrl: string, signedIn?: SignedInPage): string {
  const [supportLocal, supportDomain] = splitEmail(settings.supportEmail);
  const values: Record<PageToken, string> = {
    siteTitle: settings.siteTitle,
    companyName: settings.companyName,
    supportLocal,
    supportDomain,
    copyrightYear: String(settings.copyrightYear),
    pageUrl,
    siteOrigin: new URL(pageUrl).origin,
  };
  const element = `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${scriptJson(settings)}</script>${signedIn ? signedInElements(signedIn) : ''}`;
  return template
    .replace(anyToken, (token) => escapeHtml(values[tokenNames.get(token) as PageToken]))
    .replace(SITE_SETTINGS_SLOT, () => element);
}
