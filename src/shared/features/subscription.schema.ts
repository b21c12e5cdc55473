import { z } from 'zod';
import { SubscriptionStatusSchema } from './auth.schema.js';
import { MemberCursorSchema, MemberSearchSchema } from './members.schema.js';

/** Pro subscription: agreement, checkout, cancel, return pages and admin lists (SPEC §1, §2, §4, §5, §8, §9). */

/** SPEC §9: $20/month, agreement version '1.0'. Amounts are in cents, as the payment provider keeps them. */
export const PRO_PRICE_CENTS = 2000;
export const PRO_PRICE_LABEL = '$20/month';
export const AGREEMENT_VERSION = '1.0';
export const LIQUIDATED_DAMAGES_LABEL = '$100';
export const GOVERNING_LAW = 'Massachusetts';

/** The two plans a member may pay for: monthly at the spec's price, yearly at the owner's. */
export const PlanSchema = z.enum(['monthly', 'yearly']);
export type Plan = z.infer<typeof PlanSchema>;
export const DEFAULT_ANNUAL_PRICE_CENTS = 20000;

const yearlyPriceError = 'Please enter a yearly price between $1 and $10,000.';
/** The longest free trial the owner may offer (ADR 0121). */
export const MAX_TRIAL_DAYS = 90;
const trialDaysError = `Please enter trial days between 0 (no trial) and ${MAX_TRIAL_DAYS}.`;
/** The owner's plan settings (Site content → Plans): the yearly price in cents, and the free trial's days (0: no trial). */
export const PlanSettingsSchema = z.object({
  annualPriceCents: z.number().int(yearlyPriceError).min(100, yearlyPriceError).max(1_000_000, yearlyPriceError),
  // Defaulted: a plans section saved before trials existed has no trial.
  trialDays: z.number(trialDaysError).int(trialDaysError).min(0, trialDaysError).max(MAX_TRIAL_DAYS, trialDaysError).default(0),
});
export type PlanSettings = z.infer<typeof PlanSettingsSchema>;
export const DEFAULT_PLAN_SETTINGS: PlanSettings = { annualPriceCents: DEFAULT_ANNUAL_PRICE_CENTS, trialDays: 0 };

/** "Start your 7-day free trial": the Subscribe button when this member is offered a trial (one per member, ever). */
export const trialButtonLabel = (days: number): string => `Start your ${days}-day free trial`;

/** POST plan: switch the running subscription to the other plan. */
export const SwitchPlanRequestSchema = z.object({ plan: PlanSchema });

export const PLAN_MESSAGES = {
  paymentFailing: 'Your last payment failed. Please update your card in Manage Billing before switching plans.',
  samePlan: 'You are already on this plan.',
  switchFailed: 'The plan could not be switched. Please try again in a moment.',
  inTrial: 'Plans can be switched once your free trial has ended.',
  canceling: 'Your subscription is set to end. Renew it in Manage Billing before switching plans.',
} as const;

/** GET plans: what each plan costs, and what the yearly one saves against twelve monthly payments. */
export const PlansResponseSchema = z.object({
  monthlyCents: z.number().int().positive(),
  yearlyCents: z.number().int().positive(),
  yearlySavingCents: z.number().int(),
  /** The free trial offered to this member: the owner's trial days, or 0 (no trial offered, or this member had one). */
  trialDays: z.number().int().min(0).default(0),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;


/**
 * The payment provider's subscription statuses that grant Pro. past_due keeps Pro while the provider
 * retries the renewal (ADR 0008); if the retries fail the subscription is canceled and the deletion
 * turns the user Basic. The one place this rule is written: the server derives the user's record
 * from it, the member manager decides from it whether a subscription is still running.
 */
export const PRO_GRANTING_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

export function grantsPro(providerStatus: string | null | undefined): boolean {
  return providerStatus != null && PRO_GRANTING_STATUSES.includes(providerStatus);
}

/** SPEC §4 and §9: success polling. */
export const SUCCESS_POLL_ATTEMPTS = 5;
export const SUCCESS_POLL_INTERVAL_MS = 3000;
export const SUCCESS_MANUAL_RETURN_FROM_ATTEMPT = 3;
/** SPEC §9: the canceled page sends the user back after 5 seconds. */
export const CANCELED_REDIRECT_MS = 5000;
/** "New Pro Users": members whose subscription started within this many days. */
export const NEW_PRO_USERS_DAYS = 30;

/** The benefits of SPEC §1, shown on the Subscribe view and on /success. */
export const PRO_BENEFITS = [
  'Pro galleries with likes',
  'The Pro poem',
  'A private chat with the owner',
  'Early access to new features',
  'New content twice a month',
  'Custom-build functionality',
  'Purchased content',
  'Affiliate links',
] as const;

/** Exact texts of SPEC §5 and §8 that belong to the subscription. */
export const SUBSCRIPTION_MESSAGES = {
  logInFirst: 'Please log in first',
  stripeFailed: 'Stripe failed to initialize.',
  alreadyPro: 'You already have Pro access, so there is nothing to subscribe to.',
  agreementRequired: 'Please accept the user agreement before subscribing.',
  checkoutFailed: 'The checkout could not be started. Please try again in a moment.',
  cancelFailed: 'There was an error canceling your subscription. Please try again later.',
  cancelSucceeded: (date: string) => `Your subscription has been canceled. You will continue to have Pro access until ${date}.`,
  noActiveSubscription: 'You have no active subscription to cancel.',
  authIssue: 'Authentication issue detected. Please try refreshing the page.',
  userMissing: "We couldn't verify your subscription. Please contact support.",
  verifyFailed: 'An error occurred while verifying your subscription.',
  beingUpdated:
    'Your account is being updated. If your Pro access does not show within a few minutes, please contact support.',
  /** /success with a session id that is not a checkout of this member's (made up, another account's, expired). */
  checkoutUnknown: 'We could not find this checkout on your account, so this page cannot confirm a payment.',
  noProUsers: 'No pro users found',
  noNewProUsers: 'No new pro users found',
} as const;

export const SUBSCRIPTION_PATHS = {
  agreement: '/api/subscription/agreement',
  checkout: '/api/subscription/checkout',
  cancel: '/api/subscription/cancel',
  status: '/api/subscription/status',
  proUsers: '/api/admin/pro-users',
  newProUsers: '/api/admin/new-pro-users',
  resync: '/api/admin/pro-users/:userId/resync',
  webhook: '/api/webhooks/stripe',
  billing: '/api/subscription/billing',
  billingPortal: '/api/subscription/billing-portal',
  plans: '/api/subscription/plans',
  plan: '/api/subscription/plan',
} as const;

/** The member's own billing: the user menu's Manage Billing and the past-due notice. */
export const BILLING_MESSAGES = {
  manageBilling: 'Manage Billing',
  noCustomer: 'There is no billing to manage yet: you have not paid for anything on this site.',
  portalFailed: 'The billing page could not be opened. Please try again in a moment.',
  pastDue: 'Your last payment failed. Pro continues while we try again; please update your card in Manage Billing.',
} as const;

/** The dashboard opens the billing portal when its address asks for it (the payment-failed e-mail links here). */
export const MANAGE_BILLING_QUERY = { name: 'billing', value: 'manage' } as const;
export const MANAGE_BILLING_HREF = `/auth-home?${MANAGE_BILLING_QUERY.name}=${MANAGE_BILLING_QUERY.value}`;

/** GET billing: whether Manage Billing applies (a payment customer exists) and whether a payment is past due. */
export const BillingStateSchema = z.object({
  hasCustomer: z.boolean(),
  pastDue: z.boolean(),
  /** The plan of the running subscription; null without one (or one mirrored before plans existed: monthly). */
  plan: PlanSchema.nullable().default(null),
  /** While the subscription is in its free trial: when the trial ends (the first charge); else null. */
  trialEndsAt: z.number().int().nullable().default(null),
});
export type BillingState = z.infer<typeof BillingStateSchema>;
/** POST billing-portal: the hosted portal's address, for this member only and for a few minutes. */
export const BillingPortalResponseSchema = z.object({ url: z.url() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponseSchema>;

/** POST agreement: the user ticked the box and pressed I Agree for this version. */
export const AgreementRequestSchema = z.object({ agreementVersion: z.literal(AGREEMENT_VERSION), accepted: z.literal(true) });
export const AgreementRecordSchema = z.object({ agreementVersion: z.string(), acceptedAt: z.iso.datetime() });
export type AgreementRecord = z.infer<typeof AgreementRecordSchema>;

/** POST checkout: one attempt id per press of the button, so a retried request never opens a second checkout. */
export const CheckoutRequestSchema = z.object({
  attemptId: z.uuid(),
  /** A discount code from a share link (offers.schema.ts); the server checks it before Checkout is created. */
  promotionCode: z.string().trim().max(64).optional(),
  plan: PlanSchema.default('monthly'),
});
export const CheckoutResponseSchema = z.object({ sessionId: z.string(), url: z.url() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** POST cancel (SPEC §7 cancelSubscription): the end date in epoch seconds. */
export const CancelResponseSchema = z.object({ endDate: z.number().int().nonnegative() });
export type CancelResponse = z.infer<typeof CancelResponseSchema>;

/**
 * GET status?userId=&sessionId=: the Pro check of /success (the user must be that user or an admin).
 * With a checkout session id, the server also says what the payment provider knows of that checkout
 * for that user: `complete` (paid), `open` (not paid yet) or `unknown` (no such checkout of theirs).
 */
export const StatusQuerySchema = z.object({ userId: z.uuid(), sessionId: z.string().trim().min(1).max(255).optional() });
export const CheckoutStateSchema = z.enum(['complete', 'open', 'unknown']);
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;
export const SubscriptionStatusResponseSchema = z.object({
  userId: z.uuid(),
  isPro: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema.nullable(),
  /** Only when a session id was asked about. */
  checkout: CheckoutStateSchema.optional(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;

export const ProUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.string(),
  isLegacyPro: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema.nullable(),
  subscriptionStartDate: z.number().int().nullable(),
  subscriptionEndDate: z.number().int().nullable(),
});
export type ProUser = z.infer<typeof ProUserSchema>;
/** Pro users and New Pro users: one page, newest subscribers first; `q` a prefix of the e-mail or username. */
export const ProUserListQuerySchema = z.object({ q: MemberSearchSchema, cursor: MemberCursorSchema.optional() });
export type ProUserListQuery = z.infer<typeof ProUserListQuerySchema>;
export const PRO_USERS_PAGE_SIZE = 50;
export const ProUserListSchema = z.object({
  users: z.array(ProUserSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /** New Pro users only: how many match in all (a bounded count: the last NEW_PRO_USERS_DAYS days). */
  total: z.number().int().nonnegative().optional(),
});
export type ProUserList = z.infer<typeof ProUserListSchema>;

export const ResyncParamsSchema = z.object({ userId: z.uuid() });
export const ResyncResponseSchema = z.object({ changed: z.array(z.string()), user: ProUserSchema });
export type ResyncResponse = z.infer<typeof ResyncResponseSchema>;
