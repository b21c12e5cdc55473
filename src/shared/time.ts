/**
 * The API, the payment provider and signed links give instants as whole seconds since 1970; these are
 * the only conversions. An instant may come as a Date or as milliseconds (Date.now()); null stays null.
 */
export function toEpochSeconds(instant: Date | number): number;
export function toEpochSeconds(instant: Date | number | null): number | null;
export function toEpochSeconds(instant: Date | number | null): number | null {
  if (instant === null) return null;
  return Math.floor((typeof instant === 'number' ? instant : instant.getTime()) / 1000);
}

/** The instant of a seconds value known to be set. */
export function dateOfEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** Missing or 0 (the provider's "not set") is null. */
export function fromEpochSeconds(seconds: number | null | undefined): Date | null {
  return seconds ? dateOfEpochSeconds(seconds) : null;
}
