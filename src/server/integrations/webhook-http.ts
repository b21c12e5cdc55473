import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/** What came back from an endpoint: its status, or why there was none. */
export type WebhookPostResult = { ok: boolean; status: number | null; error: string | null };

/** A slow endpoint never holds a sender longer than this. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

const PRIVATE_RANGES = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv6');
}

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/**
 * Resolves a host name as the connection will; refuses a private address unless allowed.
 * Used both when the owner registers an endpoint and on every connection, so a name that
 * later resolves inward (DNS rebinding) is still refused.
 */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      const refused = !allowPrivate && list.some((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new PrivateAddressError(`${hostname} resolves to a private address`), '', 0);
      if ((options as dns.LookupOptions).all) return callback(null, list as never);
      const [first] = list;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Whether the URL's host may be sent to: 'ok', 'private' or 'unresolvable'. */
export async function checkWebhookHost(url: string, allowPrivate: boolean): Promise<'ok' | 'private' | 'unresolvable'> {
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    guardedLookup(allowPrivate)(hostname, {}, (err) => {
      if (!err) resolve('ok');
      else resolve(err instanceof PrivateAddressError ? 'private' : 'unresolvable');
    });
  });
}

/**
 * POSTs a body once (JSON unless the headers name another content-type): redirects are not followed (a 3xx is a failure), the
 * whole exchange is cut off after WEBHOOK_TIMEOUT_MS, and the answer's body is
 * read and dropped.
 */
export function postWebhook(url: string, body: string | Buffer, headers: Record<string, string>, allowPrivate: boolean, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<WebhookPostResult> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  // An address written out is connected to without a lookup, so it is checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(literal) !== 0 && isPrivateAddress(literal)) {
    return Promise.resolve({ ok: false, status: null, error: `${literal} is a private address` });
  }
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(allowPrivate),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({ ok, status, error: ok ? null : status >= 300 && status < 400 ? 'redirect not followed' : `answered ${status}` });
        });
        response.on('error', (err) => resolve({ ok: false, status: response.statusCode ?? null, error: err.message }));
      },
    );
    request.on('error', (err) => {
      const message = err.name === 'AbortError' || err.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : err.message;
      resolve({ ok: false, status: null, error: message });
    });
    request.end(body);
  });
}
