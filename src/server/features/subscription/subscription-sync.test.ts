import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import type { StripeSubscription } from '../../integrations/stripe.js';
import { changesFor, entitlementOf } from './subscription.sync.js';

const START = 1_780_000_000;
const END = START + 30 * 86_400;

const sub = (overrides: Partial<StripeSubscription> = {}): StripeSubscription =>
  ({
    id: 'sub_1',
    created: START,
    start_date: START,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    items: { data: [{ current_period_start: START, current_period_end: END }] },
    ...overrides,
  }) as unknown as StripeSubscription;

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  ({ role: 'user', isPro: false, isAdmin: false, subscriptionStatus: null, subscriptionStartDate: null, subscriptionEndDate: null, ...overrides }) as CurrentUser;

describe('subscription state derived from the provider', () => {
  it.each([
    ['active', sub(), { pro: true, status: 'active', end: END }],
    ['trialing', sub({ status: 'trialing' }), { pro: true, status: 'active', end: END }],
    ['past_due (ADR 0008: Pro while retried)', sub({ status: 'past_due' }), { pro: true, status: 'active', end: END }],
    ['cancel at period end', sub({ cancel_at_period_end: true, cancel_at: END }), { pro: true, status: 'pending_cancellation', end: END }],
    ['canceled', sub({ status: 'canceled', ended_at: END - 5 }), { pro: false, status: 'canceled', end: END - 5 }],
    ['unpaid', sub({ status: 'unpaid' }), { pro: false, status: 'canceled', end: END }],
    ['incomplete_expired', sub({ status: 'incomplete_expired' }), { pro: false, status: 'canceled', end: END }],
  ])('%s', (_case, subscription, expected) => {
    const entitlement = entitlementOf([subscription])!;
    expect({ pro: entitlement.pro, status: entitlement.status, end: entitlement.end!.getTime() / 1000 }).toEqual(expected);
    expect(entitlement.start.getTime() / 1000).toBe(START);
  });

  it('decides nothing from an incomplete subscription alone, or from none', () => {
    expect(entitlementOf([sub({ status: 'incomplete' })])).toBeNull();
    expect(entitlementOf([])).toBeNull();
  });

  it('prefers a running subscription to an older ended one', () => {
    const old = sub({ id: 'sub_old', status: 'canceled', created: START - 100, ended_at: START - 50 });
    expect(entitlementOf([old, sub()])).toMatchObject({ pro: true, status: 'active' });
  });

  it('makes a paying member pro_user, keeps an admin admin, and leaves isPro alone', () => {
    const active = entitlementOf([sub()]);
    expect(changesFor(user(), active)).toMatchObject({ role: 'pro_user', subscriptionStatus: 'active' });
    expect(changesFor(user({ role: 'admin' }), active)).not.toHaveProperty('role');
    expect(changesFor(user({ isPro: true }), active)).not.toHaveProperty('isPro');
  });

  it('takes pro_user back only at the transition to canceled, so a later manual grant stands', () => {
    const ended = entitlementOf([sub({ status: 'canceled', ended_at: END })]);
    expect(changesFor(user({ role: 'pro_user', subscriptionStatus: 'active' }), ended)).toMatchObject({ role: 'user', subscriptionStatus: 'canceled' });
    const granted = user({ role: 'pro_user', subscriptionStatus: 'canceled', subscriptionStartDate: START, subscriptionEndDate: END });
    expect(changesFor(granted, ended)).toEqual({});
  });
});
