import { z } from 'zod';

/** The retention offer (shown once when a member presses Cancel Subscription) and the annual renewal reminder. */
export const RETENTION_PATHS = {
  /** GET (admin): the offer, the reminder days and how many were offered / accepted; PUT (admin): sets them. */
  settings: '/api/admin/retention',
  /** POST (member): the offer for this member, recorded as shown; null when there is none or it was shown before. */
  present: '/api/retention/offer',
  /** POST (member): takes the offer: the subscription goes on with the discount. */
  accept: '/api/retention/accept',
  /** GET ?token= (anyone, from the win-back e-mail): no more win-back offers by e-mail; a small page, no sign-in. */
  winBackOptOut: '/api/retention/win-back/opt-out',
} as const;

/** Days after a member's Pro ends before the win-back e-mail goes out. */
export const WIN_BACK_DAYS = { min: 1, max: 365, default: 30 } as const;

/** The law asks for a reminder 15 to 45 days before an annual renewal. */
export const RENEWAL_REMINDER_DAYS = { min: 15, max: 45, default: 30 } as const;
/** Stripe caps `duration_in_months` at three years. */
export const MAX_RETENTION_MONTHS = 36;

export const RETENTION_MESSAGES = {
  percentRange: 'Percent off must be a whole number from 1 to 100.',
  monthsRange: `Months must be a whole number from 1 to ${MAX_RETENTION_MONTHS}.`,
  reminderRange: `Reminder days must be a whole number from ${RENEWAL_REMINDER_DAYS.min} to ${RENEWAL_REMINDER_DAYS.max}.`,
  noOffer: 'There is no offer for you now.',
  accepted: 'Thank you for staying. Your discount is applied to your next payments.',
  acceptFailed: 'The offer could not be applied. Please try again later.',
  winBackDaysRange: `Win-back days must be a whole number from ${WIN_BACK_DAYS.min} to ${WIN_BACK_DAYS.max}.`,
  winBackOfferFailed: 'The win-back offer could not be created at the payment provider. Please try again later.',
  optedOut: 'Done: you will get no more offers by e-mail.',
  optOutInvalid: 'This opt-out link is not valid. Please use the link from the e-mail as it was sent.',
} as const;

export const RetentionOfferSchema = z.object({
  percentOff: z.number().int(RETENTION_MESSAGES.percentRange).min(1, RETENTION_MESSAGES.percentRange).max(100, RETENTION_MESSAGES.percentRange),
  durationInMonths: z.number().int(RETENTION_MESSAGES.monthsRange).min(1, RETENTION_MESSAGES.monthsRange).max(MAX_RETENTION_MONTHS, RETENTION_MESSAGES.monthsRange),
});
export type RetentionOffer = z.infer<typeof RetentionOfferSchema>;

const reminderDays = z
  .number()
  .int(RETENTION_MESSAGES.reminderRange)
  .min(RENEWAL_REMINDER_DAYS.min, RETENTION_MESSAGES.reminderRange)
  .max(RENEWAL_REMINDER_DAYS.max, RETENTION_MESSAGES.reminderRange);

/** The win-back e-mail: whether it goes out, how many days after Pro ends, and its offer (a discount code at the provider). */
export const WinBackInputSchema = z
  .object({
    enabled: z.boolean(),
    daysAfterEnd: z
      .number()
      .int(RETENTION_MESSAGES.winBackDaysRange)
      .min(WIN_BACK_DAYS.min, RETENTION_MESSAGES.winBackDaysRange)
      .max(WIN_BACK_DAYS.max, RETENTION_MESSAGES.winBackDaysRange),
    offer: RetentionOfferSchema,
  })
  .strict();
export type WinBackInput = z.infer<typeof WinBackInputSchema>;

/** The owner's form: an offer (null: none), the reminder days and, when given, the win-back e-mail (left out: unchanged). */
export const RetentionSettingsInputSchema = z
  .object({ offer: RetentionOfferSchema.nullable(), renewalReminderDays: reminderDays, winBack: WinBackInputSchema.nullable().optional() })
  .strict();
export type RetentionSettingsInput = z.infer<typeof RetentionSettingsInputSchema>;

export const RetentionSettingsSchema = z.object({
  offer: RetentionOfferSchema.nullable(),
  renewalReminderDays: z.number(),
  /** Members shown the current or an earlier offer, and those who took it. */
  offered: z.number(),
  accepted: z.number(),
  /** Null: never set. `code` is the discount code its link applies; sent and redeemed count members. */
  winBack: WinBackInputSchema.extend({ code: z.string(), sent: z.number(), redeemed: z.number(), optedOut: z.number() }).nullable(),
});
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

/** What the member sees instead of the cancel confirmation, once. */
export const PresentedOfferSchema = z.object({ offer: RetentionOfferSchema.extend({ summary: z.string() }).nullable() });
export type PresentedOffer = z.infer<typeof PresentedOfferSchema>;

export const AcceptOfferResponseSchema = z.object({ message: z.string() });

export const WinBackOptOutQuerySchema = z.object({ token: z.string().max(200) });

/** "50% off for 3 months", "one month free". */
export function retentionOfferSummary(offer: RetentionOffer): string {
  const months = offer.durationInMonths === 1 ? 'month' : `${offer.durationInMonths} months`;
  if (offer.percentOff === 100) return offer.durationInMonths === 1 ? 'one month free' : `${offer.durationInMonths} months free`;
  return `${offer.percentOff}% off for ${offer.durationInMonths === 1 ? 'one ' : ''}${months}`;
}
