/** UTC calendar days as YYYY-MM-DD strings; analytics records are kept per UTC day. */

const DAY_MS = 24 * 60 * 60 * 1000;

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The first instant after the day: figures "at the end of the day" are read before it. */
export function endOfDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
}

/** The `count` days ending with `last`, oldest first. */
export function daysEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}
