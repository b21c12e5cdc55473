import type { SiteSettings } from '../../shared/features/content.schema.js';
import { PAGE_TOKENS, SITE_SETTINGS_ELEMENT_ID, SITE_SETTINGS_SLOT, type PageToken } from '../../shared/page-slots.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const tokenNames = new Map<string, PageToken>(Object.entries(PAGE_TOKENS).map(([name, token]) => [token, name as PageToken]));
const anyToken = new RegExp([...tokenNames.keys()].join('|'), 'g');

function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at + 1)];
}

/**
 * A page of the built client, ready to send: every token (shared/page-slots.ts)
 * replaced by the current setting, escaped for HTML, in one pass (a setting that
 * happens to contain a token stays as typed), and the settings as JSON in the
 * slot the build left, so the client starts from the same values.
 */
export function fillPage(template: string, settings: SiteSettings, pageUrl: string): string {
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
  // "<" escaped inside the JSON, so no setting can close the script element early.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const element = `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${json}</script>`;
  return template
    .replace(anyToken, (token) => escapeHtml(values[tokenNames.get(token) as PageToken]))
    .replace(SITE_SETTINGS_SLOT, () => element);
}
