import { toEpochSeconds } from '../../../shared/time.js';
import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { BILLING_MESSAGES, grantsPro, type BillingPortalResponse, type BillingState } from '../../../shared/features/subscription.schema.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import { dashboardHref } from '../../../shared/dashboard-address.js';
import { isPro } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import { conflict, paymentProviderError } from '../../errors.js';
import { getSiteSettings } from '../content/content.service.js';
import { findCustomerIdOfUser, listSubscriptionsOfUser } from './subscription.repo.js';
import { planOf } from './plan-switch.service.js';

/**
 * The provider's hosted billing portal: configured through the API when the
 * app starts (and again on first use if that failed), and opened for a signed-in
 * member who has a payment customer. What members change there comes back
 * through the webhooks, like any other change.
 */

/** This site's portal configuration, set up once per app (the subscription module's instance); a failure is tried again next time. */
export class PortalConfiguration {
  private pending: Promise<string> | undefined;

  id(ctx: AppContext): Promise<string> {
    if (!this.pending) {
      const pending = (async () =>
        ctx.payments.configurePortal({
          returnUrl: `${ctx.config.publicUrl}${CLIENT_ROUTES.authHome}`,
          headline: (await getSiteSettings(ctx.database.db)).siteTitle,
        }))();
      pending.catch(() => {
        if (this.pending === pending) this.pending = undefined;
      });
      this.pending = pending;
    }
    return this.pending;
  }
}

/** Whether the member has billing to manage, and whether their last payment failed (past due, Pro continues). */
export async function billingStateOf(ctx: AppContext, user: CurrentUser): Promise<BillingState> {
  const customerId = await findCustomerIdOfUser(ctx.database.db, user.id);
  const subscriptions = await listSubscriptionsOfUser(ctx.database.db, user.id);
  const live = subscriptions.find((s) => grantsPro(s.status));
  // In a trial the period is the trial: it ends with the first charge.
  const trialEndsAt = live?.status === 'trialing' ? toEpochSeconds(live.currentPeriodEnd) : null;
  return { hasCustomer: customerId !== undefined, pastDue: subscriptions.some((s) => s.status === 'past_due'), plan: live ? planOf(live) : null, trialEndsAt };
}

/**
 * Where the portal's "Return to site" leads: for a member whose Pro ended, the Subscribe view, so
 * the way back from the portal is also the way to rejoin (the provider's portal offers no new plan).
 */
function portalReturnUrl(ctx: AppContext, user: CurrentUser): string {
  const lapsed = !isPro(user) && user.subscriptionStatus === 'canceled';
  return `${ctx.config.publicUrl}${lapsed ? dashboardHref({ view: 'subscribe' }) : CLIENT_ROUTES.authHome}`;
}

/** A portal session for the signed-in member; a member who never paid has no customer and gets a 409. */
export async function openBillingPortal(ctx: AppContext, portal: PortalConfiguration, log: FastifyBaseLogger, user: CurrentUser): Promise<BillingPortalResponse> {
  const customerId = await findCustomerIdOfUser(ctx.database.db, user.id);
  if (!customerId) throw conflict('no_billing_customer', BILLING_MESSAGES.noCustomer);
  try {
    const configurationId = await portal.id(ctx);
    return await ctx.payments.createPortalSession({ customerId, configurationId, returnUrl: portalReturnUrl(ctx, user) });
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'opening the billing portal failed');
    throw paymentProviderError(BILLING_MESSAGES.portalFailed);
  }
}
