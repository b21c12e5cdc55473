import { z } from 'zod';

/** Site-wide settings shown on public pages; stored on the server, never hard-coded in components. */
export const SiteSettingsSchema = z.object({
  siteTitle: z.string().min(1).max(80),
  companyName: z.string().min(1).max(120),
  supportEmail: z.email(),
  copyrightYear: z.number().int().min(2000).max(2100),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteTitle: 'Art & Tech Studio',
  companyName: 'Art & Tech Studio LLC',
  supportEmail: 'support@example.com',
  copyrightYear: 2025,
};
