import { randomUUID } from 'node:crypto';
import {
  discountedCents,
  OFFER_MESSAGES,
  offerPriceSummary,
  type CreateDiscountCode,
  type DiscountCheck,
  type DiscountCode,
  type DiscountCodeList,
} from '../../../shared/features/offers.schema.js';
import { toEpochSeconds } from '../../../shared/time.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, conflict, notFoundAs, type AppError } from '../../errors.js';
import { isNotFoundAtProvider, providerRefusal } from '../../integrations/stripe-objects.js';
import { presentDiscountCode } from './offers.presenter.js';

/**
 * Discount codes: the provider holds them (a coupon and its promotion code each) and counts their
 * redemptions, so the site keeps no copy that could drift from what Checkout applies.
 */

export async function createDiscountCode(ctx: AppContext, input: CreateDiscountCode): Promise<DiscountCode> {
  const expiresAt = input.expiresAt === undefined ? undefined : toEpochSeconds(Date.parse(input.expiresAt));
  if (expiresAt !== undefined && expiresAt <= toEpochSeconds(Date.now())) throw badRequest('expiry_in_past', OFFER_MESSAGES.expiryInFuture);
  // Checked first so a taken code leaves no orphan coupon behind (the provider would refuse only the code).
  const existing = await ctx.payments.findDiscountCode(input.code);
  if (existing?.active) throw conflict('code_taken', OFFER_MESSAGES.codeTaken);
  try {
    const created = await ctx.payments.createDiscountCode({
      code: input.code,
      percentOff: input.percentOff,
      amountOffCents: input.amountOffCents,
      duration: input.duration,
      durationInMonths: input.durationInMonths,
      plan: input.appliesTo,
      expiresAt,
      maxRedemptions: input.maxRedemptions,
      firstTimeTransaction: input.newMembersOnly,
      idempotencyKey: `discount-code-${randomUUID()}`,
    });
    return presentDiscountCode(created);
  } catch (error) {
    const refusal = providerRefusal(error);
    if (refusal?.code === 'resource_already_exists') throw conflict('code_taken', OFFER_MESSAGES.codeTaken);
    if (refusal) throw badRequest('discount_refused', refusal.message);
    throw error;
  }
}

export async function listDiscountCodes(ctx: AppContext): Promise<DiscountCodeList> {
  const codes = await ctx.payments.listDiscountCodes();
  return { codes: codes.map(presentDiscountCode) };
}

export async function deactivateDiscountCode(ctx: AppContext, promotionCodeId: string): Promise<DiscountCode> {
  try {
    return presentDiscountCode(await ctx.payments.deactivateDiscountCode(promotionCodeId));
  } catch (error) {
    if (isNotFoundAtProvider(error)) throw notFoundAs('unknown_code', OFFER_MESSAGES.unknownCode);
    throw error;
  }
}

/**
 * The code a member may use, checked here first so the member reads why a code cannot be used (the
 * provider checks again when Checkout is created, and that refusal is final). No customer yet: a new member.
 */
export async function offerForMember(ctx: AppContext, code: string, customerId: string | null, plan: 'monthly' | 'annual'): Promise<DiscountCode> {
  const found = await ctx.payments.findDiscountCode(code);
  if (!found) throw badRequest('unknown_code', OFFER_MESSAGES.unknownCode);
  const offer = presentDiscountCode(found);
  if (!offer.active) throw badRequest('code_deactivated', OFFER_MESSAGES.codeDeactivated);
  if (offer.expiresAt !== null && Date.parse(offer.expiresAt) <= Date.now()) throw badRequest('code_expired', OFFER_MESSAGES.codeExpired);
  if (offer.maxRedemptions !== null && offer.redemptions >= offer.maxRedemptions) throw badRequest('code_used_up', OFFER_MESSAGES.codeUsedUp);
  if (offer.appliesTo !== 'both' && offer.appliesTo !== plan) throw badRequest('code_other_plan', OFFER_MESSAGES.codeOtherPlan);
  if (offer.newMembersOnly && customerId && (await ctx.payments.listPaidInvoices(customerId)).some((invoice) => invoice.amount_paid > 0)) {
    throw badRequest('code_new_members_only', OFFER_MESSAGES.codeNewMembersOnly);
  }
  return offer;
}

/** The promotion code id a member's checkout applies (see offerForMember). */
export async function promotionCodeForCheckout(ctx: AppContext, code: string, customerId: string, plan: 'monthly' | 'annual'): Promise<string> {
  return (await offerForMember(ctx, code, customerId, plan)).id;
}

/** What a code gives a member on the chosen plan's price (`fullCents`): the Subscribe view states it before checkout. */
export async function checkDiscountCode(ctx: AppContext, code: string, customerId: string | null, plan: 'monthly' | 'yearly', fullCents: number): Promise<DiscountCheck> {
  const offer = await offerForMember(ctx, code, customerId, plan === 'yearly' ? 'annual' : 'monthly');
  return {
    code: offer.code,
    offerCents: discountedCents(fullCents, offer),
    fullCents,
    duration: offer.duration,
    durationInMonths: offer.durationInMonths,
    summary: offerPriceSummary(fullCents, offer, plan === 'yearly' ? 'year' : 'month'),
  };
}

/** The provider refused the code at Checkout (it changed since it was checked): said in the member's words. */
export function promotionCodeRefusal(error: unknown): AppError | null {
  const refusal = providerRefusal(error);
  return refusal?.code === 'promotion_code_invalid' ? badRequest('code_refused', refusal.message) : null;
}
