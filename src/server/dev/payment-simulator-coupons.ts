import { addMonth, newId, noSuch, SimulatorError, str, strMap, type Json } from './payment-simulator-objects.js';

/** Coupons and promotion codes as Stripe shapes them (the fields the app reads). */

export interface SimCoupon {
  id: string;
  object: 'coupon';
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  applies_to: { products: string[] } | null;
  name: string | null;
  metadata: Record<string, string>;
  valid: boolean;
  times_redeemed: number;
  created: number;
  livemode: false;
}

export interface SimPromotionCode {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  restrictions: { first_time_transaction: boolean };
  promotion: { type: 'coupon'; coupon: string };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A discount on a subscription (Stripe's `discount` object): from `start` until `end` (none: forever). */
export interface SimDiscount {
  id: string;
  object: 'discount';
  coupon: SimCoupon;
  /** Where Stripe's API now names the coupon (older saved states have only `coupon`). */
  source?: { type: 'coupon'; coupon: SimCoupon };
  promotion_code: string | null;
  start: number;
  end: number | null;
  subscription: string | null;
}

/** Why Checkout refuses a promotion code, in Stripe's words. */
export const PROMOTION_CODE_REFUSALS = {
  unknown: 'This code is invalid.',
  inactive: 'This promotion code is not active.',
  expired: 'This promotion code has expired.',
  usedUp: 'This promotion code has reached its maximum number of redemptions.',
  firstTimeOnly: 'This promotion code is only valid for first-time customers.',
  otherProduct: 'This promotion code cannot be applied to the items in this session.',
} as const;

export interface CouponState {
  coupons?: Record<string, SimCoupon>;
  promotionCodes?: Record<string, SimPromotionCode>;
}

const optionalInt = (value: unknown, param: string, min: number, max: number): number | null => {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new SimulatorError(400, `Invalid integer: ${param}`, 'parameter_invalid_integer', param);
  return number;
};

/** The coupon, then the promotion code, as Stripe validates them. */
export class SimulatorCoupons {
  constructor(
    private readonly state: () => CouponState,
    private readonly now: () => number,
  ) {}

  private get coupons(): Record<string, SimCoupon> {
    return (this.state().coupons ??= {});
  }

  private get codes(): Record<string, SimPromotionCode> {
    return (this.state().promotionCodes ??= {});
  }

  createCoupon(params: Json): SimCoupon {
    const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
    const amountOff = optionalInt(params.amount_off, 'amount_off', 1, Number.MAX_SAFE_INTEGER);
    if ((percentOff === null) === (amountOff === null)) throw new SimulatorError(400, 'You must pass exactly one of percent_off or amount_off.', 'parameter_invalid', 'percent_off');
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) throw new SimulatorError(400, 'Invalid percent_off: must be greater than 0 and at most 100', 'parameter_invalid', 'percent_off');
    if (amountOff !== null && !str(params.currency)) throw new SimulatorError(400, 'Missing required param: currency.', 'parameter_missing', 'currency');
    const duration = str(params.duration) ?? 'once';
    if (duration !== 'once' && duration !== 'repeating' && duration !== 'forever') throw new SimulatorError(400, 'Invalid duration', 'parameter_invalid', 'duration');
    const months = optionalInt(params.duration_in_months, 'duration_in_months', 1, 36);
    if ((duration === 'repeating') !== (months !== null)) throw new SimulatorError(400, 'duration_in_months is required for, and only for, a repeating coupon.', 'parameter_invalid', 'duration_in_months');
    const products = (params.applies_to as Json | undefined)?.products;
    const coupon: SimCoupon = {
      id: str(params.id) ?? newId('coupon'),
      object: 'coupon',
      percent_off: percentOff,
      amount_off: amountOff,
      currency: amountOff === null ? null : (str(params.currency) ?? null),
      duration,
      duration_in_months: months,
      applies_to: Array.isArray(products) ? { products: products.map(String) } : null,
      name: str(params.name) ?? null,
      metadata: strMap(params.metadata),
      valid: true,
      times_redeemed: 0,
      created: this.now(),
      livemode: false,
    };
    if (this.coupons[coupon.id]) throw new SimulatorError(400, 'Coupon already exists.', 'resource_already_exists', 'id');
    this.coupons[coupon.id] = coupon;
    return coupon;
  }

  coupon(id: string): SimCoupon {
    const coupon = this.coupons[id];
    if (!coupon) throw noSuch('coupon', id);
    return coupon;
  }

  createPromotionCode(params: Json): Json {
    const promotion = params.promotion as Json | undefined;
    const couponId = str(promotion?.coupon);
    if (!couponId || promotion?.type !== 'coupon') throw new SimulatorError(400, 'Missing required param: promotion[coupon].', 'parameter_missing', 'promotion[coupon]');
    this.coupon(couponId);
    const code = str(params.code) ?? newId('CODE').slice(5, 13).toUpperCase();
    if (!/^[A-Za-z0-9_-]{1,500}$/.test(code)) throw new SimulatorError(400, 'Invalid code', 'parameter_invalid', 'code');
    const taken = Object.values(this.codes).some((existing) => existing.active && existing.code.toLowerCase() === code.toLowerCase());
    if (taken) throw new SimulatorError(400, 'An active promotion code with `code` already exists.', 'resource_already_exists', 'code');
    const expiresAt = optionalInt(params.expires_at, 'expires_at', 0, Number.MAX_SAFE_INTEGER);
    if (expiresAt !== null && expiresAt <= this.now()) throw new SimulatorError(400, 'expires_at must be in the future.', 'parameter_invalid', 'expires_at');
    const restrictions = params.restrictions as Json | undefined;
    const promotionCode: SimPromotionCode = {
      id: newId('promo'),
      object: 'promotion_code',
      code,
      active: params.active !== 'false',
      expires_at: expiresAt,
      max_redemptions: optionalInt(params.max_redemptions, 'max_redemptions', 1, Number.MAX_SAFE_INTEGER),
      times_redeemed: 0,
      restrictions: { first_time_transaction: restrictions?.first_time_transaction === 'true' },
      promotion: { type: 'coupon', coupon: couponId },
      metadata: strMap(params.metadata),
      created: this.now(),
      livemode: false,
    };
    this.codes[promotionCode.id] = promotionCode;
    return this.view(promotionCode);
  }

  promotionCode(id: string): SimPromotionCode {
    const code = this.codes[id];
    if (!code) throw noSuch('promotion_code', id);
    return code;
  }

  /** Only `active` and `metadata` change, as at Stripe (a deactivated code may be reactivated). */
  updatePromotionCode(id: string, params: Json): Json {
    const code = this.promotionCode(id);
    if (params.active !== undefined) code.active = params.active === 'true';
    if (params.metadata !== undefined) code.metadata = { ...code.metadata, ...strMap(params.metadata) };
    return this.view(code);
  }

  listPromotionCodes(query: Json): Json[] {
    const code = str(query.code)?.toLowerCase();
    const active = str(query.active);
    return Object.values(this.codes)
      .filter((each) => (!code || each.code.toLowerCase() === code) && (active === undefined || String(each.active) === active))
      .sort((a, b) => b.created - a.created)
      .map((each) => this.view(each));
  }

  /**
   * The coupon a promotion code gives a customer buying `product`, checked as Stripe checks it;
   * `paidBefore` says whether the customer has paid before (first-time codes refuse them).
   */
  redeemable(promotionCodeId: string, product: string, paidBefore: boolean): SimCoupon {
    const param = 'discounts[0][promotion_code]';
    const code = this.promotionCode(promotionCodeId);
    const coupon = this.coupon(code.promotion.coupon);
    const refuse = (message: string) => new SimulatorError(400, message, 'promotion_code_invalid', param);
    if (!code.active || !coupon.valid) throw refuse(PROMOTION_CODE_REFUSALS.inactive);
    if (code.expires_at !== null && code.expires_at <= this.now()) throw refuse(PROMOTION_CODE_REFUSALS.expired);
    if (code.max_redemptions !== null && code.times_redeemed >= code.max_redemptions) throw refuse(PROMOTION_CODE_REFUSALS.usedUp);
    if (code.restrictions.first_time_transaction && paidBefore) throw refuse(PROMOTION_CODE_REFUSALS.firstTimeOnly);
    if (coupon.applies_to && !coupon.applies_to.products.includes(product)) throw refuse(PROMOTION_CODE_REFUSALS.otherProduct);
    return coupon;
  }

  /** Counts a use of the code and its coupon, and returns the discount it starts now. */
  redeem(promotionCodeId: string, subscription: string | null): SimDiscount {
    const code = this.promotionCode(promotionCodeId);
    const coupon = this.coupon(code.promotion.coupon);
    code.times_redeemed += 1;
    coupon.times_redeemed += 1;
    return discountFrom(coupon, code.id, subscription, this.now());
  }

  /** Always with its coupon expanded (the app asks for `promotion.coupon` on every call). */
  private view(code: SimPromotionCode): Json {
    return { ...code, promotion: { type: 'coupon', coupon: this.coupon(code.promotion.coupon) } };
  }
}

/** A discount of `coupon` starting at `start`: "once" covers the first invoice only (dated `start`). */
export function discountFrom(coupon: SimCoupon, promotionCode: string | null, subscription: string | null, start: number): SimDiscount {
  let end: number | null = null;
  if (coupon.duration === 'once') end = start + 1;
  if (coupon.duration === 'repeating') {
    end = start;
    for (let month = 0; month < (coupon.duration_in_months ?? 0); month += 1) end = addMonth(end);
  }
  return { id: newId('di'), object: 'discount', coupon, source: { type: 'coupon', coupon }, promotion_code: promotionCode, start, end, subscription };
}

/** What is left of `amount` after the discounts that cover a period starting at `periodStart`. */
export function amountAfterDiscounts(amount: number, discounts: readonly SimDiscount[], periodStart: number): number {
  let left = amount;
  for (const discount of discounts) {
    if (periodStart < discount.start || (discount.end !== null && periodStart >= discount.end)) continue;
    const { percent_off: percent, amount_off: off } = discount.coupon;
    left -= percent !== null ? Math.round((left * percent) / 100) : Math.min(left, off ?? 0);
  }
  return Math.max(0, left);
}
