import { RENEWAL_REMINDER_DAYS } from '../../../shared/features/retention.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import type { StripeInvoice } from '../../integrations/stripe.js';
import { findCurrentUser } from '../auth/auth.service.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { claimRenewalReminder, findRetentionSettings } from './retention.repo.js';

const DAY_SECONDS = 24 * 3600;
/** A period this long is a yearly one (a monthly period is at most 31 days). */
const YEARLY_PERIOD_SECONDS = 300 * DAY_SECONDS;

/**
 * `invoice.upcoming` (the provider sends it as many days before a renewal as
 * its account setting says): an annual member hears the price, the date and
 * where to cancel. Once per renewal, however often or late the event comes. When the
 * provider tells earlier than the owner's days, the e-mail waits in the queue
 * until renewal − days, so the owner's number holds whatever the account says.
 */
export async function upcomingRenewal(ctx: AppContext, tx: Tx, userId: string, invoice: StripeInvoice, eventCreated: number): Promise<void> {
  const subscriptionId = subscriptionOf(invoice);
  const period = invoice.lines.data[0]?.period;
  if (!subscriptionId || !period || period.end - period.start < YEARLY_PERIOD_SECONDS) return;
  const renewsAt = period.start;
  // Nothing renews for a member who canceled (or whose access ended) since the provider wrote.
  const user = await findCurrentUser(tx, userId);
  if (user?.subscriptionStatus !== 'active' || renewsAt <= eventCreated) return;
  if (!(await claimRenewalReminder(tx, subscriptionId, new Date(renewsAt * 1000), userId))) return;
  const days = (await findRetentionSettings(tx))?.renewalReminderDays ?? RENEWAL_REMINDER_DAYS.default;
  const waitSeconds = Math.max(0, renewsAt - days * DAY_SECONDS - eventCreated);
  await enqueueNotification(ctx, tx, {
    type: 'renewal_reminder',
    userId,
    userName: user.profile.username,
    userEmail: user.email,
    messageText: 'Your annual Pro membership renews soon.',
    data: { amountCents: invoice.amount_due, nextRenewal: renewsAt, renewalSubscription: subscriptionId },
    availableAt: new Date(Date.now() + waitSeconds * 1000),
  });
}

/** The subscription an invoice bills (the current API puts it under `parent`). */
function subscriptionOf(invoice: StripeInvoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

