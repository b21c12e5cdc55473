import type { EmailNotificationRow } from './notifications.table.js';
import type { MailMessage } from '../../integrations/mail.js';
import { dashboardHref } from '../../../shared/dashboard-address.js';
import { composeEmail, type EmailSite } from './layout.emails.js';
import { moneyEmail } from './money.emails.js';
import { tipEmail } from './tip.emails.js';
import { winBackEmail } from './offer.emails.js';

/** Turns one job, or a burst of jobs of one group, into the e-mail that goes out. */

function who(job: EmailNotificationRow): string {
  const name = job.userName ?? 'A member';
  return job.userEmail ? `${name} (${job.userEmail})` : name;
}

/** Opens the dashboard on Pro Chat (the dashboard reads `?view=`). */
export const PRO_CHAT_LINK = '/auth-home?view=pro_chat';

export function renderNotificationEmail(jobs: EmailNotificationRow[], site: EmailSite): MailMessage {
  const first = jobs[0]!;
  const texts = jobs.map((job) => job.messageText);
  const count = jobs.length;
  if (first.type === 'chat_message') {
    return composeEmail(first.recipient, site, {
      subject: count === 1 ? `New chat message from ${first.userName ?? 'a member'}` : `${count} new chat messages from ${first.userName ?? 'a member'}`,
      paragraphs: [`${who(first)} wrote ${count === 1 ? 'a new message' : `${count} new messages`} in Pro chat:`],
      quotes: texts,
      action: { label: 'Reply in the Admin Dashboard, Chats tab', path: dashboardHref({ view: 'admin', tab: 'chats' }) },
    });
  }
  if (first.type === 'chat_reply') {
    return composeEmail(first.recipient, site, {
      subject: count === 1 ? 'The owner replied in Pro Chat' : `The owner replied in Pro Chat (${count} messages)`,
      paragraphs: [count === 1 ? 'You have a new reply in Pro Chat:' : `You have ${count} new replies in Pro Chat:`],
      quotes: texts,
      action: { label: 'Read and answer in Pro Chat', path: PRO_CHAT_LINK },
    });
  }
  if (first.type === 'chat_started') {
    return composeEmail(first.recipient, site, {
      subject: 'The owner started a Pro Chat with you',
      paragraphs: ['The owner opened a private Pro Chat with you and wrote:'],
      quotes: texts,
      action: { label: 'Read and answer in Pro Chat', path: PRO_CHAT_LINK },
    });
  }
  // Every other type is one job per e-mail.
  if (first.type === 'win_back') return composeEmail(first.recipient, site, winBackEmail(first, site.url));
  const content = moneyEmail(first) ?? tipEmail(first);
  if (!content) throw new Error(`No e-mail is written for notifications of type ${first.type}.`);
  return composeEmail(first.recipient, site, content);
}
