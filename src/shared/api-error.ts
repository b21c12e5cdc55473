import { z } from 'zod';

/** The one error shape every API route returns. `code` is a stable snake_case identifier. */
export const ApiErrorSchema = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]*$/),
  message: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
