import { z } from 'zod';

/** Member import (Admin Dashboard → Import, and `npm run admin -- import-members`). */
export const MEMBER_IMPORT_PATHS = {
  /** POST (admin): reads a CSV and answers its report; with `apply: true` it also makes the changes. */
  run: '/api/admin/member-import',
} as const;

/** Files larger than this are refused whole, before any row is read (about 10,000 rows of a Ghost export). */
export const MEMBER_IMPORT_MAX_ROWS = 10_000;
export const MEMBER_IMPORT_MAX_BYTES = 4 * 1024 * 1024;

export const MEMBER_IMPORT_FORMATS = ['ghost', 'patreon', 'plain'] as const;
export type MemberImportFormat = (typeof MEMBER_IMPORT_FORMATS)[number];

export const MEMBER_IMPORT_FORMAT_LABELS: Record<MemberImportFormat, string> = {
  ghost: "Ghost's members export",
  patreon: "Patreon's members export",
  plain: 'Plain list (email, name, tier, paid_until, stripe_customer_id)',
};

export const RunMemberImportSchema = z.object({
  /** The file's bytes as base64, so the server itself decides whether they are UTF-8. */
  fileBase64: z.string().min(1, 'Choose a CSV file.').max(Math.ceil((MEMBER_IMPORT_MAX_BYTES * 4) / 3) + 4, 'The file is larger than 4 MB; split it.'),
  /** false: a dry run, nothing changes. */
  apply: z.boolean().default(false),
  /** Imported members hear nothing unless the owner asks (the complimentary Pro e-mail). */
  sendEmails: z.boolean().default(false),
});
export type RunMemberImport = z.infer<typeof RunMemberImportSchema>;

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'skipped'] as const;

export const ImportRowReportSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** What was (or would be) done, or why the row was skipped. */
  detail: z.string(),
});
export type ImportRowReport = z.infer<typeof ImportRowReportSchema>;

export const MemberImportReportSchema = z.object({
  format: z.enum(MEMBER_IMPORT_FORMATS),
  applied: z.boolean(),
  rows: z.array(ImportRowReportSchema),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), skipped: z.number().int() }),
});
export type MemberImportReport = z.infer<typeof MemberImportReportSchema>;
