import type { MailMessage } from '../../integrations/mail.js';
import { dateOfEpochSeconds } from '../../../shared/time.js';

/**
 * One look for every e-mail: the site title on top, the paragraphs, quoted
 * texts, a button-like link (also written out in the plain-text part), and a
 * footer linking back to the site. The sender's name is the site title.
 */

export interface EmailSite {
  url: string;
  title: string;
}

export interface EmailContent {
  subject: string;
  paragraphs: string[];
  quotes?: string[];
  action?: { label: string; path: string };
  /** Links to pages elsewhere (an invoice at the payment provider), by absolute address. */
  links?: { label: string; url: string }[];
  /** Pictures shown in the HTML part (signed media URLs), each linked to where it can be seen. */
  images?: { url: string; alt: string }[];
  /**
   * The address that stops e-mails like this one: a link at the foot and the List-Unsubscribe header;
   * `oneClick` when a POST to it unsubscribes at once (RFC 8058's List-Unsubscribe-Post).
   */
  unsubscribe?: { url: string; label: string; oneClick: boolean };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Dollars and cents, as members see prices on the site: 2000 → "$20.00". */

/** A date as "January 5, 2027" (UTC, as the provider bills). */
export const longDate = (epochSeconds: number) =>
  dateOfEpochSeconds(epochSeconds).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function composeEmail(to: string, site: EmailSite, content: EmailContent): MailMessage {
  const quotes = content.quotes ?? [];
  const actionUrl = content.action ? `${site.url}${content.action.path}` : null;
  const { unsubscribe } = content;
  const text = [
    content.subject,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...quotes.flatMap((q) => [`> ${q.replace(/\n/g, '\n> ')}`, '']),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(content.action ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`, ''] : []),
    `— ${site.title}`,
    site.url,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"></head>',
    '<body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">',
    `<p style="font-weight:700;color:#6d28d9;margin:0 0 8px">${escapeHtml(site.title)}</p>`,
    `<h1 style="font-size:18px">${escapeHtml(content.subject)}</h1>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...quotes.map((q) => `<blockquote style="border-left:3px solid #7c3aed;margin:8px 0;padding:4px 12px;white-space:pre-wrap">${escapeHtml(q)}</blockquote>`),
    ...(content.links ?? []).map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`),
    ...(content.images?.length
      ? [`<p>${content.images.map((image) => `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="160" style="border-radius:8px;margin:0 8px 8px 0">`).join('')}</p>`]
      : []),
    ...(content.action && actionUrl
      ? [`<p><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`]
      : []),
    `<p style="color:#6b7280;font-size:13px">— <a href="${escapeHtml(site.url)}">${escapeHtml(site.title)}</a></p>`,
    ...(unsubscribe ? [`<p style="color:#6b7280;font-size:13px"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  const headers = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe.url}>`, ...(unsubscribe.oneClick ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}) }
    : undefined;
  return { to, subject: content.subject, text, html, fromName: site.title, ...(headers ? { headers } : {}) };
}
