import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../keyset-page.js';
import { formatCents } from '../money.js';

/** Tips: a member pays the owner a one-off amount from a picture, an update, Pro Chat or a paid order (issue 30). */

export const TIP_PLACES = ['picture', 'update', 'chat', 'order'] as const;
export type TipPlace = (typeof TIP_PLACES)[number];
export const TIP_STATUSES = ['pending', 'paid', 'refunded'] as const;

export const TIP_MESSAGE_MAX_LENGTH = 280;
/** No owner setting may go past this: $10,000. */
export const TIP_CEILING_CENTS = 1_000_000;
export const TIP_SUGGESTIONS_MAX = 5;

export const TIP_PATHS = {
  options: '/api/tips/options',
  tips: '/api/tips',
  confirmation: '/api/tips/confirmation',
  adminList: '/api/admin/tips',
  refund: '/api/admin/tips/:tipId/refund',
} as const;

/** Where Checkout sends the member back: the dashboard, which thanks them (the session id names the tip). */
export const TIP_RETURN_PARAM = 'tip_session';

export const TIP_MESSAGES = {
  amountOutside: (min: number, max: number) => `Choose an amount between ${formatCents(min)} and ${formatCents(max)}.`,
  messageTooLong: `Keep your message to ${TIP_MESSAGE_MAX_LENGTH} characters.`,
  targetNotFound: 'That item could not be found, or you cannot tip on it.',
  checkoutFailed: 'The payment could not be started. Please try again in a moment.',
  tipNotFound: 'That tip could not be found.',
  notPaid: 'This tip has not been paid.',
  settingsBounds: 'The lowest tip must not be more than the highest.',
  settingsSuggestion: 'Each suggested amount must lie between the lowest and the highest tip.',
} as const;

const cents = z.number().int().positive().max(TIP_CEILING_CENTS);

/** The owner's choices, as stored (the checks across fields are in TipSettingsSchema). */
export const TipSettingsFieldsSchema = z.object({
  suggestionsCents: z.array(cents).min(1).max(TIP_SUGGESTIONS_MAX),
  minCents: cents,
  maxCents: cents,
});
export const TipSettingsSchema = TipSettingsFieldsSchema.superRefine((value, issue) => {
  if (value.minCents > value.maxCents) issue.addIssue({ code: 'custom', path: ['minCents'], message: TIP_MESSAGES.settingsBounds });
  value.suggestionsCents.forEach((amount, index) => {
    if (amount < value.minCents || amount > value.maxCents) issue.addIssue({ code: 'custom', path: ['suggestionsCents', index], message: TIP_MESSAGES.settingsSuggestion });
  });
});
export type TipSettings = z.infer<typeof TipSettingsFieldsSchema>;
export const DEFAULT_TIP_SETTINGS: TipSettings = { suggestionsCents: [300, 500, 1000], minCents: 100, maxCents: 50_000 };

/** Whether an amount is one the owner allows. */
export const withinBounds = (settings: TipSettings, amountCents: number) => amountCents >= settings.minCents && amountCents <= settings.maxCents;

export const TipTargetSchema = z.object({ place: z.enum(TIP_PLACES), targetId: z.uuid() });
export type TipTarget = z.infer<typeof TipTargetSchema>;

export const CreateTipSchema = TipTargetSchema.extend({
  amountCents: z.number().int().positive().max(TIP_CEILING_CENTS),
  message: z.string().trim().max(TIP_MESSAGE_MAX_LENGTH, TIP_MESSAGES.messageTooLong).optional(),
  /** One press of Pay: a retried press gets the same tip and checkout. */
  attemptId: z.uuid(),
});
export type CreateTip = z.infer<typeof CreateTipSchema>;
export const CreateTipResponseSchema = z.object({ tipId: z.string(), sessionId: z.string(), url: z.string() });

export const TipConfirmationQuerySchema = z.object({ sessionId: z.string().min(1).max(255) });
export const TipConfirmationSchema = z.object({ tipId: z.string(), amountCents: z.number(), place: z.enum(TIP_PLACES), status: z.enum(TIP_STATUSES) });
export type TipConfirmation = z.infer<typeof TipConfirmationSchema>;

/** One tip in the owner's list: who, where, how much and what they wrote. */
export const TipSchema = z.object({
  id: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  message: z.string().nullable(),
  place: z.enum(TIP_PLACES),
  targetId: z.string(),
  status: z.enum(TIP_STATUSES),
  refundedCents: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Tip = z.infer<typeof TipSchema>;
export const TIP_PAGE_SIZE = 20;
export const TipPageQuerySchema = pageQuerySchema(TIP_PAGE_SIZE);
export const TipPageSchema = z.object({ tips: z.array(TipSchema), nextCursor: NextCursorSchema });
export type TipPage = z.infer<typeof TipPageSchema>;

export const TipParamsSchema = z.object({ tipId: z.uuid() });
/** POST refund: the amount in cents; omitted, all that is left. */
export const RefundTipSchema = z.object({ amountCents: z.number().int().positive().max(TIP_CEILING_CENTS).optional() });
