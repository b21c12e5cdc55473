import type { EmailContent } from './layout.emails.js';
import type { EmailNotificationRow } from './notifications.table.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The win-back e-mail (ADR 0127): the owner's offer, the link that applies it, and the one-click way to stop offers. */
export function winBackEmail(job: EmailNotificationRow, siteUrl: string): EmailContent {
  const data = job.data ?? {};
  const summary = text(data.summary) ?? 'a special offer';
  const linkPath = text(data.linkPath);
  const optOutPath = text(data.optOutPath);
  return {
    subject: `Come back to Pro: ${summary}`,
    paragraphs: [
      'We miss you. Your Pro membership has ended, and you are welcome back any time.',
      `Return now and get ${summary}${text(data.priceSummary) ? `: ${text(data.priceSummary)}` : ''}. The link below applies the offer when you subscribe.`,
    ],
    ...(linkPath ? { action: { label: 'Come back to Pro', path: linkPath } } : {}),
    // The opt-out page itself records the choice (no POST), so no one-click header.
    ...(optOutPath ? { unsubscribe: { url: `${siteUrl}${optOutPath}`, label: 'No more offers by e-mail', oneClick: false } } : {}),
  };
}
