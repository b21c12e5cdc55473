import type { ZodError } from 'zod';

/** The first message of each field a shared schema refused, keyed by the field, for a form to show beside it. */
export function fieldErrors<Field extends string>(error: ZodError): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) found[issue.path[0] as Field] ??= issue.message;
  return found;
}
