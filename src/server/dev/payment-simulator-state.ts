import { readFileSync } from 'node:fs';
import type { CouponState } from './payment-simulator-coupons.js';
import { SIM_UPCOMING_RENEWAL_DAYS } from './payment-simulator-upcoming.js';
import type {
  SimCharge,
  SimCheckoutSession,
  SimCustomer,
  SimEvent,
  SimInvoice,
  SimPaymentIntent,
  SimPortalConfiguration,
  SimPortalSession,
  SimPrice,
  SimRefund,
  SimSubscription,
} from './payment-simulator-objects.js';

/** The payment simulator's data: fresh, or as an earlier version left it in a file. */

export const SIM_PRICE_PRO = 'price_sim_pro_monthly';
export const SIM_PRICE_CUSTOM = 'price_sim_custom_order';

export interface SimulatorState extends CouponState {
  clockOffset: number;
  prices: Record<string, SimPrice>;
  customers: Record<string, SimCustomer>;
  sessions: Record<string, SimCheckoutSession>;
  subscriptions: Record<string, SimSubscription>;
  invoices: Record<string, SimInvoice>;
  paymentIntents: Record<string, SimPaymentIntent>;
  charges: Record<string, SimCharge>;
  refunds: Record<string, SimRefund>;
  portalConfigurations: Record<string, SimPortalConfiguration>;
  portalSessions: Record<string, SimPortalSession>;
  /** The last four digits of each customer's card on file (the portal's Update card changes it). */
  cards: Record<string, string>;
  events: SimEvent[];
  failNextRenewal: string[];
  /** The account's "days before renewal" for `invoice.upcoming` (15 to 45 in tests of the reminder). */
  upcomingRenewalDays: number;
  /** Credit a customer has from a plan change (Stripe's customer balance), in cents, used up by the next invoices. */
  credits: Record<string, number>;
}

export const seedPrice = (id: string, amount: number, recurring: boolean, nickname: string, interval: 'month' | 'year' = 'month', product = `prod_${id}`): SimPrice => ({
  id,
  object: 'price',
  active: true,
  currency: 'usd',
  unit_amount: amount,
  type: recurring ? 'recurring' : 'one_time',
  recurring: recurring ? { interval, interval_count: 1 } : null,
  product,
  nickname,
  livemode: false,
  metadata: {},
});

/**
 * A fresh state with the two prices the app uses, or the one an earlier version
 * saved in `file` (a dev server's DATA_DIR/payment-simulator.json), which is
 * taken into the database once (payment-simulator-store.ts).
 */
export function loadSimulatorState(file: string | null): SimulatorState {
  const empty: SimulatorState = {
    clockOffset: 0,
    prices: {
      [SIM_PRICE_PRO]: seedPrice(SIM_PRICE_PRO, 2000, true, 'Pro membership'),
      [SIM_PRICE_CUSTOM]: seedPrice(SIM_PRICE_CUSTOM, 1000, false, 'Custom content'),
    },
    customers: {},
    sessions: {},
    subscriptions: {},
    invoices: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    portalConfigurations: {},
    portalSessions: {},
    cards: {},
    events: [],
    failNextRenewal: [],
    upcomingRenewalDays: SIM_UPCOMING_RENEWAL_DAYS,
    credits: {},
  };
  if (!file) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<SimulatorState>) };
  } catch {
    return empty;
  }
}
