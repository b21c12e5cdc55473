import { MANAGE_BILLING_HREF, PRO_PRICE_CENTS } from '../../../shared/features/subscription.schema.js';
import { dashboardHref } from '../../../shared/dashboard-address.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import { longDate, type EmailContent } from './layout.emails.js';
import type { EmailNotificationRow } from './notifications.table.js';
import { formatCents } from '../../../shared/money.js';

/** The e-mails about money: receipts, a failed payment, a cancellation, the end of access, refunds, and the owner's news. */

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

const DASHBOARD = CLIENT_ROUTES.authHome;
const PRO_USERS = dashboardHref({ view: 'admin', tab: 'pro_users' });
const TRACK_ORDERS = dashboardHref({ view: 'custom_build', tab: 'tracking' });
const PURCHASED = dashboardHref({ view: 'custom_build', tab: 'purchased' });

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };

/**
 * What a receipt adds about the invoice: its number, the card that paid it and
 * a link to the provider's invoice page. Jobs queued before these were
 * recorded carry none, and their receipt goes without.
 */
function receipt(data: Record<string, unknown>): Pick<EmailContent, 'paragraphs' | 'links'> {
  const number = text(data.invoiceNumber);
  const brand = text(data.cardBrand);
  const last4 = text(data.cardLast4);
  const url = text(data.invoiceUrl);
  const paragraphs = [
    ...(number ? [`Invoice number: ${number}.`] : []),
    ...(last4 ? [`Paid with ${brand ? (CARD_BRANDS[brand] ?? brand) : 'the card'} ending in ${last4}.`] : []),
  ];
  return { paragraphs, links: url && /^https?:\/\//.test(url) ? [{ label: 'View your invoice', url }] : [] };
}

function member(job: EmailNotificationRow): string {
  const name = job.userName ?? 'A member';
  return job.userEmail ? `${name} (${job.userEmail})` : name;
}

/** The welcome of a member who started a free trial (ADR 0121): nothing paid, and what is charged when. */
function trialWelcome(data: Record<string, unknown>): EmailContent | null {
  const endsAt = num(data.trialEndsAt);
  const price = num(data.priceAfterTrialCents);
  if (endsAt === null || price === null) return null;
  return {
    subject: 'Welcome to Pro: your free trial has started',
    paragraphs: [
      `Your free trial of Pro runs until ${longDate(endsAt)}. Nothing was charged today.`,
      `Then your card is charged ${formatCents(price)} ${data.interval === 'year' ? 'a year' : 'a month'}, until you cancel. Cancel before then in Manage Billing and nothing is charged.`,
    ],
    action: { label: 'Manage Billing', path: MANAGE_BILLING_HREF },
  };
}

/** The e-mail for one money job, or null when the type is not about money. */
export function moneyEmail(job: EmailNotificationRow): EmailContent | null {
  const data = job.data ?? {};
  const cents = num(data.amountCents);
  // Every job queued since amounts were recorded carries one; the Pro price is the only one a membership job can mean.
  const amount = formatCents(cents ?? PRO_PRICE_CENTS);
  const renewal = num(data.nextRenewal);
  const until = num(data.accessUntil);
  switch (job.type) {
    case 'subscription_welcome': {
      const trial = trialWelcome(data);
      if (trial) return trial;
      const { paragraphs, links } = receipt(data);
      return {
        subject: 'Welcome to Pro: your receipt',
        paragraphs: [
          'Thank you for subscribing. Your Pro membership is active now.',
          `Amount paid: ${amount}.`,
          ...paragraphs,
          renewal ? `Your membership renews on ${longDate(renewal)} for ${amount} a month, until you cancel.` : 'Your membership renews every month until you cancel.',
        ],
        links,
        action: { label: 'Open your dashboard', path: DASHBOARD },
      };
    }
    case 'subscription_renewed': {
      const { paragraphs, links } = receipt(data);
      return {
        subject: 'Your Pro membership renewed: receipt',
        paragraphs: [`Amount paid: ${amount}.`, ...paragraphs, renewal ? `Next renewal: ${longDate(renewal)}.` : 'Your membership renews every month until you cancel.'],
        links,
        action: { label: 'Manage Billing', path: MANAGE_BILLING_HREF },
      };
    }
    case 'trial_ending': {
      // The law's renewal notice before a trial turns paid: the price, the date, and where to cancel.
      const chargeAt = num(data.firstChargeAt);
      const every = data.interval === 'year' ? 'a year' : 'a month';
      return {
        subject: 'Your free trial ends soon',
        paragraphs: [
          chargeAt ? `Your free trial of Pro ends on ${longDate(chargeAt)}.` : 'Your free trial of Pro ends in a few days.',
          `Then your card is charged ${amount} ${every}, until you cancel.`,
          'Not for you? Cancel in Manage Billing before then and nothing is charged.',
        ],
        action: { label: 'Manage Billing', path: MANAGE_BILLING_HREF },
      };
    }
    case 'renewal_reminder':
      return {
        subject: 'Your annual Pro membership renews soon',
        paragraphs: [
          renewal ? `Your annual Pro membership renews on ${longDate(renewal)} for ${amount}.` : `Your annual Pro membership renews soon for ${amount}.`,
          'Nothing to do if you want to stay. To cancel before then, open Manage Billing: one click, and you keep Pro until the renewal date.',
        ],
        action: { label: 'Manage Billing or cancel', path: MANAGE_BILLING_HREF },
      };
    case 'payment_failed':
      return {
        subject: 'Your membership payment failed',
        paragraphs: [
          `We could not charge ${amount} for your Pro membership.`,
          'Your Pro access continues while we try again. Please update your card in Manage Billing so your membership does not end.',
        ],
        action: { label: 'Manage Billing', path: MANAGE_BILLING_HREF },
      };
    case 'subscription_canceled':
      return {
        subject: 'Your Pro membership is canceled',
        paragraphs: [
          until ? `Your Pro membership is canceled. You keep Pro access until ${longDate(until)}.` : 'Your Pro membership is canceled.',
          'Changed your mind? Renew your plan in Manage Billing before then and nothing changes.',
        ],
        action: { label: 'Manage Billing', path: MANAGE_BILLING_HREF },
      };
    case 'subscription_resumed':
      return {
        subject: 'Your Pro membership continues',
        paragraphs: [
          'You renewed your plan: your cancellation is undone and your Pro membership goes on.',
          renewal ? `It renews on ${longDate(renewal)} for ${amount} a month, until you cancel.` : 'It renews every month until you cancel.',
        ],
        action: { label: 'Manage Billing', path: MANAGE_BILLING_HREF },
      };
    case 'complimentary_granted':
      return {
        subject: 'You have complimentary Pro',
        paragraphs: [
          until ? `The owner gave you Pro membership free of charge until ${longDate(until)}.` : 'The owner gave you Pro membership free of charge, with no end date.',
          'Everything in Pro is open to you now; nothing will be charged.',
        ],
        action: { label: 'Open your dashboard', path: DASHBOARD },
      };
    case 'access_ended':
      return {
        subject: 'Your Pro access has ended',
        paragraphs: ['Your Pro membership has ended, and your account is Basic now. You can subscribe again at any time.'],
        action: { label: 'Subscribe again', path: dashboardHref({ view: 'subscribe' }) },
      };
    case 'custom_order_receipt': {
      const { paragraphs, links } = receipt(data);
      return {
        subject: 'Your custom order receipt',
        paragraphs: [`Thank you for your order. Amount paid: ${amount}.`, ...paragraphs, 'We will e-mail you when it is delivered.'],
        quotes: [job.messageText],
        links,
        action: { label: 'Track your order', path: TRACK_ORDERS },
      };
    }
    case 'custom_order_delivered':
      return {
        subject: 'Your custom content is ready',
        paragraphs: ['Your custom order has been delivered. Find it under Custom Build, Purchased Content.'],
        quotes: [job.messageText],
        action: { label: 'Open Purchased Content', path: PURCHASED },
      };
    case 'refund_issued':
      return {
        subject: `Refund of ${amount}`,
        paragraphs: [
          `We have refunded ${amount}${text(data.description) ? ` for ${text(data.description)}` : ''}.`,
          'It usually reaches your card within 5 to 10 business days.',
        ],
        action: { label: 'Open your dashboard', path: DASHBOARD },
      };
    case 'owner_new_subscriber':
      return {
        subject: 'New Pro subscriber',
        paragraphs: [num(data.trialEndsAt) ? `${member(job)} started a free trial of Pro, until ${longDate(num(data.trialEndsAt)!)}.` : `${member(job)} subscribed to Pro and paid ${amount}.`],
        action: { label: 'Open Pro Users', path: PRO_USERS },
      };
    case 'owner_cancellation':
      return {
        subject: 'A Pro member canceled',
        paragraphs: [`${member(job)} canceled their Pro membership.${until ? ` Their access ends on ${longDate(until)}.` : ''}`],
        action: { label: 'Open Pro Users', path: PRO_USERS },
      };
    case 'owner_resumed':
      return {
        subject: 'A Pro member renewed their plan',
        paragraphs: [`${member(job)} undid their cancellation and stays a Pro member.${renewal ? ` Their next renewal is on ${longDate(renewal)}.` : ''}`],
        action: { label: 'Open Pro Users', path: PRO_USERS },
      };
    case 'owner_payment_failed':
      return {
        subject: 'A membership payment failed',
        paragraphs: [`The ${amount} membership payment of ${member(job)} failed. Pro continues while the payment is tried again.`],
        action: { label: 'Open Pro Users', path: PRO_USERS },
      };
    case 'custom_order_paid':
      return {
        subject: 'New paid custom order',
        // Orders paid before amounts were recorded: their job has none.
        paragraphs: [`${member(job)} paid ${cents === null ? '' : `${amount} `}for a custom order.`],
        quotes: [job.messageText],
        action: { label: 'Open Vendor Builds', path: dashboardHref({ view: 'admin', tab: 'vendor_builds' }) },
      };
    default:
      return null;
  }
}
