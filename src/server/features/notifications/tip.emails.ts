import { dashboardHref } from '../../../shared/dashboard-address.js';
import { type EmailContent } from './layout.emails.js';
import type { EmailNotificationRow } from './notifications.table.js';
import { formatCents } from '../../../shared/money.js';

/** The e-mails about a tip: the member's receipt and the owner's notice (issue 30). */

const PLACE_WORDS: Record<string, string> = { picture: 'a picture', update: 'an update', chat: 'Pro Chat', order: 'a custom order' };
const placeOf = (data: Record<string, unknown>) => PLACE_WORDS[String(data.place)] ?? 'the site';

/** The e-mail for one tip job, or null when the type is not a tip's. */
export function tipEmail(job: EmailNotificationRow): EmailContent | null {
  const data = job.data ?? {};
  const amount = formatCents(typeof data.amountCents === 'number' ? data.amountCents : 0);
  const quotes = job.messageText ? [job.messageText] : [];
  switch (job.type) {
    case 'tip_receipt':
      return {
        subject: 'Thank you for your tip',
        paragraphs: [`Thank you for your tip of ${amount} on ${placeOf(data)}. Amount paid: ${amount}.`, ...(quotes.length ? ['Your message:'] : [])],
        quotes,
        action: { label: 'Open your dashboard', path: dashboardHref({}) },
      };
    case 'tip_received': {
      const who = job.userEmail ? `${job.userName ?? 'A member'} (${job.userEmail})` : (job.userName ?? 'A member');
      return {
        subject: `New tip of ${amount}`,
        paragraphs: [`${who} tipped ${amount} on ${placeOf(data)}.`, ...(quotes.length ? ['They wrote:'] : [])],
        quotes,
        action: { label: 'Open Tips', path: dashboardHref({ view: 'admin', tab: 'tips' }) },
      };
    }
    default:
      return null;
  }
}
