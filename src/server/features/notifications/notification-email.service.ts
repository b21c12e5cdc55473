import type { EmailNotificationRow } from './notifications.table.js';
import type { MailMessage } from '../../integrations/mail.js';
import { dashboardHref } from '../../../shared/dashboard-address.js';

/** Turns one job, or a burst of jobs of one group, into the e-mail that goes out. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function htmlDocument(title: string, paragraphs: string[], quotes: string[]): string {
  const body = [
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...quotes.map((q) => `<blockquote style="border-left:3px solid #7c3aed;margin:8px 0;padding:4px 12px;white-space:pre-wrap">${escapeHtml(q)}</blockquote>`),
  ].join('\n');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">\n${body}\n</body></html>`;
}

function who(job: EmailNotificationRow): string {
  const name = job.userName ?? 'A member';
  return job.userEmail ? `${name} (${job.userEmail})` : name;
}

/** Opens the dashboard on Pro Chat (the dashboard reads `?view=`). */
export const PRO_CHAT_LINK = '/auth-home?view=pro_chat';

export function renderNotificationEmail(jobs: EmailNotificationRow[], siteUrl: string): MailMessage {
  const first = jobs[0]!;
  const texts = jobs.map((job) => job.messageText);
  switch (first.type) {
    case 'chat_message': {
      const count = jobs.length;
      const subject = count === 1 ? `New chat message from ${first.userName ?? 'a member'}` : `${count} new chat messages from ${first.userName ?? 'a member'}`;
      const lead = `${who(first)} wrote ${count === 1 ? 'a new message' : `${count} new messages`} in Pro chat:`;
      const footer = `Reply in the Admin Dashboard, Chats tab: ${siteUrl}${dashboardHref({ view: 'admin', tab: 'chats' })}`;
      return {
        to: first.recipient,
        subject,
        text: [lead, '', ...texts.map((t) => `> ${t.replace(/\n/g, '\n> ')}`), '', footer].join('\n'),
        html: htmlDocument(subject, [lead], texts).replace('</body>', `<p>${escapeHtml(footer)}</p></body>`),
      };
    }
    case 'chat_reply': {
      const count = jobs.length;
      const subject = count === 1 ? 'The owner replied in Pro Chat' : `The owner replied in Pro Chat (${count} messages)`;
      const lead = count === 1 ? 'You have a new reply in Pro Chat:' : `You have ${count} new replies in Pro Chat:`;
      const footer = `Read and answer in Pro Chat: ${siteUrl}${PRO_CHAT_LINK}`;
      return {
        to: first.recipient,
        subject,
        text: [lead, '', ...texts.map((t) => `> ${t.replace(/\n/g, '\n> ')}`), '', footer].join('\n'),
        html: htmlDocument(subject, [lead], texts).replace('</body>', `<p>${escapeHtml(footer)}</p></body>`),
      };
    }
    case 'custom_order_paid': {
      const subject = 'New paid custom order';
      const lead = `${who(first)} paid for a custom order.`;
      return { to: first.recipient, subject, text: `${lead}\n\n${texts.join('\n\n')}\n`, html: htmlDocument(subject, [lead], texts) };
    }
    case 'custom_order_delivered': {
      const subject = 'Your custom content is ready';
      const lead = 'Your custom order has been delivered. Find it under Custom Build, Purchased Content.';
      return {
        to: first.recipient,
        subject,
        text: `${lead}\n\n${texts.join('\n\n')}\n\n${siteUrl}${dashboardHref({ view: 'custom_build', tab: 'purchased' })}\n`,
        html: htmlDocument(subject, [lead], texts),
      };
    }
    case 'refund_issued': {
      const subject = 'You have been refunded';
      const lead = 'The owner refunded a payment to you; it reaches your card within a few days.';
      return { to: first.recipient, subject, text: `${lead}\n\n${texts.join('\n\n')}\n`, html: htmlDocument(subject, [lead], texts) };
    }
  }
}
