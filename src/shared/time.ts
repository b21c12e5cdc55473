/** The API and the payment provider give instants as whole seconds since 1970; these are the only conversions. */
export function toEpochSeconds(date: Date | null): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}

/** Missing or 0 (the provider's "not set") is null. */
export function fromEpochSeconds(seconds: number | null | undefined): Date | null {
  return seconds ? new Date(seconds * 1000) : null;
}
