import { z } from 'zod';
import { DEFAULT_OWNER_EMAILS, MediaLinksSchema, OwnerEmailsSchema, PoemSchema, SiteSettingsSchema } from './content.schema.js';
import { DEFAULT_PICTURE_MARKS, PictureMarksSchema } from './leaks.schema.js';
import { TechContentSchema } from './ai-chat.schema.js';
import { DEFAULT_PLAN_SETTINGS, PlanSettingsSchema } from './subscription.schema.js';
import { DEFAULT_TIP_SETTINGS, TipSettingsSchema } from './tips.schema.js';

/**
 * Everything the owner edits on the Site content screen, read and written as
 * one document (GET/PUT /api/admin/site-content), saved in one transaction.
 */
export const SiteContentSchema = z.object({
  settings: SiteSettingsSchema,
  poem: PoemSchema,
  links: MediaLinksSchema,
  tech: TechContentSchema,
  /** Sent by every editor since the owner's e-mail choices were added; an older one keeps the defaults. */
  ownerEmails: OwnerEmailsSchema.default(DEFAULT_OWNER_EMAILS),
  /** Added with the visible corner mark; an older editor keeps it off. */
  pictureMarks: PictureMarksSchema.default(DEFAULT_PICTURE_MARKS),
  /** Added with the yearly plan; an older editor keeps the default yearly price. */
  plans: PlanSettingsSchema.default(DEFAULT_PLAN_SETTINGS),
  /** Added with tips; an older editor keeps the default suggestions and bounds. */
  tips: TipSettingsSchema.default(DEFAULT_TIP_SETTINGS),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;
