import type { Json, SimEvent } from './payment-simulator-objects.js';
import { SimulatorError } from './payment-simulator-objects.js';

/** Stripe takes at most this many types in one events list call. */
const MAX_TYPES = 20;

/** `types[]` as the SDK sends it (`types[0]=…&types[1]=…` arrives flat; a parsed form nests it). */
function typesOf(query: Json): string[] {
  const nested = Array.isArray(query.types) ? query.types : typeof query.types === 'object' && query.types ? Object.values(query.types) : [];
  const flat = Object.entries(query)
    .filter(([key]) => /^types\[\d*\]$/.test(key))
    .map(([, value]) => value);
  return [...nested, ...flat].filter((value): value is string => typeof value === 'string' && value !== '');
}

/** `type` matches exactly, or by prefix when it ends in `.*` (`customer.subscription.*`), as Stripe matches it. */
function typeMatches(pattern: string, type: string): boolean {
  return pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type;
}

/** The events a `GET /v1/events` query asks for (`type` or `types[]`); paging and `created` are pageOf's. */
export function eventsMatching(events: readonly SimEvent[], query: Json): SimEvent[] {
  const type = typeof query.type === 'string' && query.type !== '' ? query.type : undefined;
  const types = typesOf(query);
  if (type && types.length > 0) throw new SimulatorError(400, 'You may only specify one of these parameters: type, types.', 'parameter_invalid', 'types');
  if (types.length > MAX_TYPES) throw new SimulatorError(400, `You may pass at most ${MAX_TYPES} types.`, 'parameter_invalid', 'types');
  const patterns = type ? [type] : types;
  return events.filter((event) => patterns.length === 0 || patterns.some((pattern) => typeMatches(pattern, event.type)));
}
