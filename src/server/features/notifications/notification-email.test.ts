import { describe, expect, it } from 'vitest';
import { renderNotificationEmail } from './notification.emails.js';
import { senderOf } from '../../integrations/mail.js';
import { NOTIFICATION_TYPES, type EmailNotificationRow, type NotificationType } from './notifications.table.js';

const SITE = { url: 'https://site.example', title: 'Moonlit <Studio>' };
// 2027-01-05T00:00:00Z and 2026-12-24T00:00:00Z
const JAN_5 = 1_799_107_200;
const DEC_24 = 1_798_070_400;

const job = (type: NotificationType, data: Record<string, unknown>, messageText = 'Request #0007: top Polo, bottom Chinos, pose Flex.'): EmailNotificationRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  userId: '00000000-0000-4000-8000-000000000002',
  userName: 'Pia',
  userEmail: 'pia@example.com',
  messageText,
  data,
  timestamp: new Date(0),
  processed: false,
  recipient: 'someone@example.com',
  groupKey: 'g',
  availableAt: new Date(0),
  lockedUntil: null,
  attempts: 0,
  lastError: null,
  processedAt: null,
});

/** Each e-mail: its subject, what its text must say, and where its link goes. */
/** new_content is written by new-content.emails.ts, per member (new-content.test.ts). */
const EXPECTED: Record<Exclude<NotificationType, 'new_content'>, { data: Record<string, unknown>; subject: string; says: string[]; link: string }> = {
  subscription_welcome: {
    data: { amountCents: 2000, nextRenewal: JAN_5 },
    subject: 'Welcome to Pro: your receipt',
    says: ['Amount paid: $20.00.', 'Your membership renews on January 5, 2027 for $20.00 a month'],
    link: 'https://site.example/auth-home',
  },
  subscription_renewed: {
    data: { amountCents: 2000, nextRenewal: JAN_5, invoiceNumber: 'AB12CD34-0002', invoiceUrl: 'https://pay.example/i/in_2', cardBrand: 'mastercard', cardLast4: '4444' },
    subject: 'Your Pro membership renewed: receipt',
    says: ['Amount paid: $20.00.', 'Next renewal: January 5, 2027.', 'Invoice number: AB12CD34-0002.', 'Paid with Mastercard ending in 4444.', 'View your invoice: https://pay.example/i/in_2'],
    link: 'https://site.example/auth-home?billing=manage',
  },
  renewal_reminder: {
    data: { amountCents: 20000, nextRenewal: JAN_5 },
    subject: 'Your annual Pro membership renews soon',
    says: ['Your annual Pro membership renews on January 5, 2027 for $200.00.', 'To cancel before then, open Manage Billing'],
    link: 'https://site.example/auth-home?billing=manage',
  },
  payment_failed: {
    data: { amountCents: 2000 },
    subject: 'Your membership payment failed',
    says: ['We could not charge $20.00', 'Please update your card in Manage Billing'],
    link: 'https://site.example/auth-home?billing=manage',
  },
  subscription_canceled: {
    data: { accessUntil: DEC_24 },
    subject: 'Your Pro membership is canceled',
    says: ['You keep Pro access until December 24, 2026.', 'Renew your plan in Manage Billing'],
    link: 'https://site.example/auth-home?billing=manage',
  },
  subscription_resumed: {
    data: { nextRenewal: JAN_5 },
    subject: 'Your Pro membership continues',
    says: ['your cancellation is undone', 'It renews on January 5, 2027 for $20.00 a month'],
    link: 'https://site.example/auth-home?billing=manage',
  },
  complimentary_granted: {
    data: { accessUntil: DEC_24 },
    subject: 'You have complimentary Pro',
    says: ['free of charge until December 24, 2026.'],
    link: 'https://site.example/auth-home',
  },
  owner_resumed: {
    data: { nextRenewal: JAN_5 },
    subject: 'A Pro member renewed their plan',
    says: ['Pia (pia@example.com) undid their cancellation and stays a Pro member. Their next renewal is on January 5, 2027.'],
    link: 'https://site.example/auth-home?view=admin&tab=pro_users',
  },
  access_ended: { data: {}, subject: 'Your Pro access has ended', says: ['your account is Basic now'], link: 'https://site.example/auth-home?view=subscribe' },
  custom_order_receipt: {
    data: { amountCents: 1000 },
    subject: 'Your custom order receipt',
    says: ['Amount paid: $10.00.', '> Request #0007'],
    link: 'https://site.example/auth-home?view=custom_build&tab=tracking',
  },
  custom_order_delivered: {
    data: {},
    subject: 'Your custom content is ready',
    says: ['Find it under Custom Build, Purchased Content.', '> Request #0007'],
    link: 'https://site.example/auth-home?view=custom_build&tab=purchased',
  },
  trial_ending: {
    data: { amountCents: 20000, firstChargeAt: JAN_5, interval: 'year' },
    subject: 'Your free trial ends soon',
    says: ['Your free trial of Pro ends on January 5, 2027.', 'Then your card is charged $200.00 a year, until you cancel.'],
    link: 'https://site.example/auth-home?billing=manage',
  },
  win_back: {
    data: { summary: '50% off for 3 months', priceSummary: '$10/month for 3 months, then $20/month', linkPath: '/google-signup?code=COMEBACK-1A2B3C4D', optOutPath: '/api/retention/win-back/opt-out?token=t' },
    subject: 'Come back to Pro: 50% off for 3 months',
    says: ['Return now and get 50% off for 3 months: $10/month for 3 months, then $20/month.', 'No more offers by e-mail: https://site.example/api/retention/win-back/opt-out?token=t'],
    link: 'https://site.example/google-signup?code=COMEBACK-1A2B3C4D',
  },
  refund_issued: {
    data: { amountCents: 1250, description: 'custom order #0007' },
    subject: 'Refund of $12.50',
    says: ['We have refunded $12.50 for custom order #0007.'],
    link: 'https://site.example/auth-home',
  },
  owner_new_subscriber: {
    data: { amountCents: 2000 },
    subject: 'New Pro subscriber',
    says: ['Pia (pia@example.com) subscribed to Pro and paid $20.00.'],
    link: 'https://site.example/auth-home?view=admin&tab=pro_users',
  },
  owner_cancellation: {
    data: { accessUntil: DEC_24 },
    subject: 'A Pro member canceled',
    says: ['Pia (pia@example.com) canceled their Pro membership. Their access ends on December 24, 2026.'],
    link: 'https://site.example/auth-home?view=admin&tab=pro_users',
  },
  owner_payment_failed: {
    data: { amountCents: 2000 },
    subject: 'A membership payment failed',
    says: ['The $20.00 membership payment of Pia (pia@example.com) failed.'],
    link: 'https://site.example/auth-home?view=admin&tab=pro_users',
  },
  tip_receipt: {
    data: { amountCents: 500, place: 'picture' },
    subject: 'Thank you for your tip',
    says: ['Thank you for your tip of $5.00 on a picture. Amount paid: $5.00.', '> Request #0007'],
    link: 'https://site.example/auth-home',
  },
  tip_received: {
    data: { amountCents: 1000, place: 'chat' },
    subject: 'New tip of $10.00',
    says: ['Pia (pia@example.com) tipped $10.00 on Pro Chat.', 'They wrote:', '> Request #0007'],
    link: 'https://site.example/auth-home?view=admin&tab=tips',
  },
  custom_order_paid: {
    data: { amountCents: 1000 },
    subject: 'New paid custom order',
    says: ['Pia (pia@example.com) paid $10.00 for a custom order.', '> Request #0007'],
    link: 'https://site.example/auth-home?view=admin&tab=vendor_builds',
  },
  chat_message: {
    data: {},
    subject: 'New chat message from Pia',
    says: ['Pia (pia@example.com) wrote a new message in Pro chat:'],
    link: 'https://site.example/auth-home?view=admin&tab=chats',
  },
  chat_started: {
    data: {},
    subject: 'The owner started a Pro Chat with you',
    says: ['The owner opened a private Pro Chat with you and wrote:'],
    link: 'https://site.example/auth-home?view=pro_chat',
  },
  chat_reply: { data: {}, subject: 'The owner replied in Pro Chat', says: ['You have a new reply in Pro Chat:'], link: 'https://site.example/auth-home?view=pro_chat' },
};

describe('every e-mail, rendered', () => {
  it.each(NOTIFICATION_TYPES.filter((type) => type !== 'new_content').map((type) => [type]))('%s: subject, texts, amounts in dollars, a clickable link, the site title and sender name', (type) => {
    const expected = EXPECTED[type];
    const mail = renderNotificationEmail([job(type, expected.data)], SITE);
    expect(mail.to).toBe('someone@example.com');
    expect(mail.subject).toBe(expected.subject);
    for (const text of expected.says) expect(mail.text).toContain(text);
    // The plain-text part writes the link out; the HTML part makes it clickable, escaped.
    expect(mail.text).toContain(`: ${expected.link}\n`);
    expect(mail.html).toContain(`<a href="${expected.link.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain('— Moonlit <Studio>\nhttps://site.example');
    expect(mail.html).toContain('Moonlit &lt;Studio&gt;');
    expect(mail.html).not.toContain('<Studio>');
    expect(mail.fromName).toBe('Moonlit <Studio>');
  });

  it('names the sender after the site, unless MAIL_FROM names one itself', () => {
    expect(senderOf('no-reply@site.example', 'Moonlit')).toEqual({ name: 'Moonlit', address: 'no-reply@site.example' });
    expect(senderOf('Studio Desk <desk@site.example>', 'Moonlit')).toBe('Studio Desk <desk@site.example>');
  });
});
