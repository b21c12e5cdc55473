import { z } from 'zod';

/** My LinkTree (SPEC §2), the affiliate link of SPEC §3, its rules (§5) and messages (§8). */

export const AFFILIATE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const AFFILIATE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export const AFFILIATE_MESSAGES = {
  titleRequired: 'Please enter a title.',
  descriptionRequired: 'Please enter a description.',
  linkRequired: 'Please enter a link URL.',
  linkInvalid: 'Please enter a valid URL starting with http:// or https://.',
  deleteConfirm: 'Are you sure you want to delete this affiliate link?',
  empty: 'No affiliate links have been added yet.',
  /** SPEC §8 prefixes; the reason follows. */
  uploadFailed: 'Upload failed: ',
  imageUploadFailed: 'Image upload failed. Please try again.',
  updateFailed: 'Failed to update: ',
  addFailed: 'Failed to add: ',
  deleteFailed: 'Failed to delete: ',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null);

/** Only http and https links: a javascript: or data: link must never reach a card. */
export const AffiliateUrlSchema = z
  .string()
  .trim()
  .min(1, AFFILIATE_MESSAGES.linkRequired)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: AFFILIATE_MESSAGES.linkInvalid }));

/** The text fields of the add/edit form (sent as multipart fields beside the optional image). */
export const AffiliateLinkInputSchema = z.object({
  title: z.string().trim().min(1, AFFILIATE_MESSAGES.titleRequired).max(120),
  description: z.string().trim().min(1, AFFILIATE_MESSAGES.descriptionRequired).max(1000),
  link: AffiliateUrlSchema,
  code: optionalText(60),
  /** Free text, e.g. '15' or '15% off first order'. */
  discountPercent: optionalText(40),
  /** On edit: 'true' drops the current image. */
  removeImage: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type AffiliateLinkInput = z.infer<typeof AffiliateLinkInputSchema>;
export type AffiliateLinkFields = z.input<typeof AffiliateLinkInputSchema>;

export const AffiliateLinkSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  code: z.string().nullable(),
  /** Site-relative URL of the access-checked image route, or null. */
  imageUrl: z.string().nullable(),
  link: z.string(),
  discountPercent: z.string().nullable(),
  createdAt: z.string(),
});
export type AffiliateLink = z.infer<typeof AffiliateLinkSchema>;

export const AffiliateLinkListSchema = z.array(AffiliateLinkSchema);
export const AffiliateLinkIdParamsSchema = z.object({ id: z.uuid() });

export const AFFILIATE_LINKS_PATHS = {
  list: '/api/affiliate-links',
  /** POST (admin): add a link. */
  adminList: '/api/admin/affiliate-links',
  /** PUT, DELETE (admin): one link. */
  adminEntry: '/api/admin/affiliate-links/:id',
} as const;
