import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { SessionDevice } from './session.service.js';

/** Longer User-Agents are cut: only the product tokens at their start are ever read. */
const USER_AGENT_MAX_LENGTH = 512;

/** What a new session keeps of the browser signing in (request.ip follows TRUST_PROXY). */
export function sessionDeviceOf(request: FastifyRequest): SessionDevice {
  const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) || null;
  return { userAgent, clientAddress: maskClientAddress(request.ip) };
}

/**
 * The client address cut to its network, for "where was this": enough for a
 * member to tell home from abroad, not enough to point at one household. Only
 * this masked form is stored (no outside look-up service is used).
 * IPv4 keeps three octets ("203.0.113.x"), IPv6 the first three groups.
 */
export function maskClientAddress(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}::x`;
  return null;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0]!;
  const [head = '', tail] = withoutZone.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return groups.map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}
