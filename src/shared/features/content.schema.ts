import { z } from 'zod';

/** Site-wide settings shown on public pages; stored on the server, never hard-coded in components. */
export const SiteSettingsSchema = z.object({
  siteTitle: z.string().trim().min(1, 'Please enter the site title.').max(80),
  companyName: z.string().trim().min(1, 'Please enter the company name.').max(120),
  supportEmail: z.email('Please enter a valid e-mail address.'),
  copyrightYear: z
    .number()
    .int('Please enter a year between 2000 and 2100.')
    .min(2000, 'Please enter a year between 2000 and 2100.')
    .max(2100, 'Please enter a year between 2000 and 2100.'),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteTitle: 'Art & Tech Studio',
  companyName: 'Art & Tech Studio LLC',
  supportEmail: 'support@example.com',
  copyrightYear: 2025,
};

/** Links out to the creator's channels (SPEC §2 video and social pages); nothing is embedded. */
const ExternalUrlSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Please enter a link starting with http:// or https://.' });

export const MediaLinksSchema = z.object({
  channelUrl: ExternalUrlSchema,
  featuredVideoTitle: z.string().trim().min(1, 'Please enter a title.').max(160),
  featuredVideoUrl: ExternalUrlSchema,
  instagramUrl: ExternalUrlSchema,
  tiktokUrl: ExternalUrlSchema,
  twitterUrl: ExternalUrlSchema,
});
export type MediaLinks = z.infer<typeof MediaLinksSchema>;

/** What GET /api/content/links sends a member without the twitter feature (SPEC §6: Pro only). */
export const BasicMediaLinksSchema = MediaLinksSchema.omit({ twitterUrl: true });
/** GET /api/content/links: the Twitter link only to those with `view_twitter`. */
export const MediaLinksResponseSchema = BasicMediaLinksSchema.extend({ twitterUrl: ExternalUrlSchema.optional() });
export type MediaLinksResponse = z.infer<typeof MediaLinksResponseSchema>;

/** The Pro poem (SPEC §2 "Pro poem"), plain text with its line breaks kept. */
export const PoemSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a title.').max(160),
  text: z.string().trim().min(1, 'Please enter the poem.').max(20_000),
});
export type Poem = z.infer<typeof PoemSchema>;

export const DEFAULT_MEDIA_LINKS: MediaLinks = {
  channelUrl: 'https://www.youtube.com/',
  featuredVideoTitle: 'The latest studio session',
  featuredVideoUrl: 'https://www.youtube.com/',
  instagramUrl: 'https://www.instagram.com/',
  tiktokUrl: 'https://www.tiktok.com/',
  twitterUrl: 'https://x.com/',
};

export const DEFAULT_POEM: Poem = {
  title: 'Pixels and Pigment',
  text: [
    'A brush that hums in binary,',
    'a canvas lit from inside,',
    'every line a small decision,',
    'every colour, one more stride.',
    '',
    'Thank you for walking with me',
    'through the sketches and the code;',
    'the studio is brighter',
    'for the company on the road.',
  ].join('\n'),
};

export const CONTENT_PATHS = {
  /** GET: the public site settings every page reads. */
  site: '/api/site',
  /** GET, PUT (admin): the whole Site content document. */
  siteContent: '/api/admin/site-content',
  mediaLinks: '/api/content/links',
  poem: '/api/content/poem',
} as const;

/** Which membership news the owner is e-mailed about (Site content); each can be turned off. */
export const OwnerEmailsSchema = z.object({
  newSubscriber: z.boolean(),
  cancellation: z.boolean(),
  paymentFailed: z.boolean(),
});
export type OwnerEmails = z.infer<typeof OwnerEmailsSchema>;
export const DEFAULT_OWNER_EMAILS: OwnerEmails = { newSubscriber: true, cancellation: true, paymentFailed: true };
