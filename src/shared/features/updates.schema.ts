import { z } from 'zod';
import { PublicationInputSchema, PublicationSchema } from './publishing.schema.js';

/** Latest Updates (SPEC §2 whats_new, §3 whats_new entry, §5 update add/edit). */

export const UPDATE_DATE_MAX_LENGTH = 60;
export const UPDATE_TEXT_MAX_LENGTH = 20_000;

export const UPDATE_MESSAGES = {
  dateRequired: 'Please enter a date.',
  textRequired: 'Please enter the update text.',
  deleteConfirm: 'Are you sure you want to delete this update?',
} as const;

/** What the owner sends to add or edit an update: both fields required, trimmed. */
export const UpdateInputSchema = z.object({
  date: z.string().trim().min(1, UPDATE_MESSAGES.dateRequired).max(UPDATE_DATE_MAX_LENGTH),
  update: z.string().trim().min(1, UPDATE_MESSAGES.textRequired).max(UPDATE_TEXT_MAX_LENGTH),
});
export type UpdateInput = z.infer<typeof UpdateInputSchema>;

/** A new update may be a draft or scheduled; published now when left out. */
export const NewUpdateSchema = UpdateInputSchema.extend({ publication: PublicationInputSchema.optional() });
export type NewUpdate = z.infer<typeof NewUpdateSchema>;

export const UpdateEntrySchema = z.object({
  id: z.uuid(),
  /** A free-text label such as 'March 2024'. */
  date: z.string(),
  /** Markdown. */
  update: z.string(),
  /** ISO, set on create. */
  timestamp: z.string(),
  /** ISO, set on edit; null until the first edit. */
  lastEdited: z.string().nullable(),
  /** The owner's view only (members receive published updates alone). */
  publication: PublicationSchema.optional(),
});
export type UpdateEntry = z.infer<typeof UpdateEntrySchema>;

export const UpdateListSchema = z.array(UpdateEntrySchema);
export const UpdateIdParamsSchema = z.object({ id: z.uuid() });

/** Everyone signed in reads; only admins write (under the admin prefix). */
export const UPDATES_PATHS = {
  list: '/api/updates',
  /** POST (admin): add an entry. */
  adminList: '/api/admin/updates',
  /** PUT, DELETE (admin): one entry. */
  adminEntry: '/api/admin/updates/:id',
} as const;
