import { z } from 'zod';
import { MediaLinksSchema, PoemSchema, SiteSettingsSchema } from './content.schema.js';
import { TechContentSchema } from './tech.schema.js';

/**
 * Everything the owner edits on the Site content screen, read and written as
 * one document (GET/PUT /api/admin/site-content), saved in one transaction.
 */
export const SiteContentSchema = z.object({
  settings: SiteSettingsSchema,
  poem: PoemSchema,
  links: MediaLinksSchema,
  tech: TechContentSchema,
});
export type SiteContent = z.infer<typeof SiteContentSchema>;
