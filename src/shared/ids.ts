const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string from outside (provider metadata, a path) has the shape of one of our ids. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
