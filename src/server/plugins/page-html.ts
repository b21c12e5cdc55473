import type { SiteSettings } from '../../shared/features/content.schema.js';
import { FIRST_VIEW_DATA_ELEMENT_ID, PAGE_TOKENS, SIGNED_IN_USER_ELEMENT_ID, SITE_SETTINGS_ELEMENT_ID, SITE_SETTINGS_SLOT, type PageToken } from '../../shared/page-slots.js';

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

/** A picture the page asks for at once, as the grid will: one file (`href`), or a choice by width (`srcset`, `sizes`), for screens matching `media`. */
export interface PicturePreload {
  href?: string;
  srcset?: string;
  sizes?: string;
  media: string;
}

/** What the app shell carries for a signed-in visitor, so its first render needs no request. */
export interface SignedInPage {
  /** The user as GET /api/me answers it. */
  user: unknown;
  /** The first data of the dashboard view the address names: its API address and that address's answer. */
  firstViewData?: { path: string; data: unknown };
  preloads: readonly PicturePreload[];
}

function preloadLink(preload: PicturePreload): string {
  const attributes = [
    preload.href === undefined ? '' : ` href="${escapeHtml(preload.href)}"`,
    preload.srcset === undefined ? '' : ` imagesrcset="${escapeHtml(preload.srcset)}"`,
    preload.sizes === undefined ? '' : ` imagesizes="${escapeHtml(preload.sizes)}"`,
  ];
  return `<link rel="preload" as="image"${attributes.join('')} media="${escapeHtml(preload.media)}" fetchpriority="high">`;
}

const jsonElement = (id: string, value: unknown) => `<script id="${id}" type="application/json">${scriptJson(value)}</script>`;

function signedInElements({ user, firstViewData, preloads }: SignedInPage): string {
  const data = firstViewData ? jsonElement(FIRST_VIEW_DATA_ELEMENT_ID, firstViewData) : '';
  return `${jsonElement(SIGNED_IN_USER_ELEMENT_ID, user)}${data}${preloads.map(preloadLink).join('')}`;
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
  const element = `${jsonElement(SITE_SETTINGS_ELEMENT_ID, settings)}${signedIn ? signedInElements(signedIn) : ''}`;
  return template
    .replace(anyToken, (token) => escapeHtml(values[tokenNames.get(token) as PageToken]))
    .replace(SITE_SETTINGS_SLOT, () => element);
}
