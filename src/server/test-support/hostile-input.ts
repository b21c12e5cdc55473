import fc from 'fast-check';

/**
 * Generators of hostile requests for the "never a 5xx" property test: path
 * parameters, query strings, headers and bodies, from well-formed but wrong to
 * truncated and undecodable. Bodies follow the route's own schema part of the time,
 * so validation is passed and the code behind it is reached.
 */

export interface HostileBody {
  payload?: Buffer | string;
  contentType?: string;
  label: string;
}

/** Percent-encodes raw bytes, so invalid UTF-8 reaches the server as such. */
const percentBytes = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return percentBytes(Buffer.from(text, 'utf8'));
  }
}

const awkwardText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '..', '../..', '0', '-1', '1e309', 'null', 'true', '[]', '{}', 'a'.repeat(5000), '\u0000', '\r\n', '<script>', '%', '\u2028', 'ü'.repeat(300)),
);

/** A value for a path segment: a real-looking id, text, or bytes that do not decode. */
export const pathSegment = fc.oneof(
  fc.uuid().map(encodeText),
  fc.constantFrom('display.webp', 'thumb.webp', 'original', 'x.png', '..%2F..%2Fetc%2Fpasswd', '%00', '%zz', '%C0%AF'),
  awkwardText.map((text) => (text === '' ? 'x' : encodeText(text))),
  fc.uint8Array({ minLength: 1, maxLength: 12 }).map(percentBytes),
);

function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.uuid(),
  awkwardText,
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1.5, 1e308, true, null, [], {}),
);

/** A query string: the route's own keys with wrong values, unknown keys, or undecodable bytes. */
export function queryString(schema: unknown): fc.Arbitrary<string> {
  const keys = keysOf(schema);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  const pair = fc.tuple(key, fc.oneof(jsonValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))), awkwardText));
  return fc.oneof(
    fc.constant(''),
    fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v ?? '')}`).join('&')),
    fc.uint8Array({ maxLength: 30 }).map((bytes) => `q=${percentBytes(bytes)}`),
    fc.constantFrom('%', '%zz=1', '&&&', '=', 'a[b]=1&a[c][d]=2', `returnTo=${encodeText('/caf\u00e9')}`, 'mode=popup&returnTo=%0d%0aSet-Cookie:x=1'),
  );
}

/** A JSON object shaped like the route's body, with values of any type. */
function jsonForSchema(schema: unknown): fc.Arbitrary<string> {
  const keys = keysOf(schema);
  if (keys.length === 0) return fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v));
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), jsonValue, { maxKeys: keys.length + 2 }).map((v) => JSON.stringify(v));
}

const BOUNDARY = 'hostileBoundary7MA4YWxkTrZu0gW';

function multipartOf(parts: { name: string; filename?: string; type?: string; data: Buffer }[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Field names the upload forms use, so parts reach the form readers. */
const FORM_FIELDS = ['image', 'image', 'username', 'title', 'url', 'description', 'category', 'tier', 'removeImage'];

const multipartParts = fc.array(
  fc.record({
    name: fc.oneof(fc.constantFrom(...FORM_FIELDS), fc.string({ maxLength: 10 }).map((s) => s.replace(/["\r\n]/g, ''))),
    filename: fc.option(fc.constantFrom('a.jpg', 'x.png', '', '../../etc/passwd', 'ü.gif', 'a'.repeat(300)), { nil: undefined }),
    type: fc.option(fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/octet-stream'), { nil: undefined }),
    data: fc.oneof(fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)), awkwardText.map((t) => Buffer.from(t))),
  }),
  { maxLength: 4 },
);

/** Bodies of every kind: none, JSON of the route's shape, garbage, and multipart whole, cut short or without its boundary. */
export function hostileBody(schema: unknown): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    fc.constant<HostileBody>({ label: 'no body' }),
    jsonForSchema(schema).map((payload) => ({ payload, contentType: 'application/json', label: 'json' })),
    fc.uint8Array({ maxLength: 300 }).chain((bytes) =>
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'image/png', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', '').map((contentType) => ({ payload: Buffer.from(bytes), contentType, label: `bytes as ${contentType}` })),
    ),
    fc.constantFrom('{', '{"a":', '[', '"', 'null', '1', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}').map((payload) => ({ payload, contentType: 'application/json', label: 'broken json' })),
    multipartParts.map((parts) => ({ payload: multipartOf(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}`, label: 'multipart' })),
    fc.tuple(multipartParts, fc.nat()).map(([parts, cut]) => {
      const whole = multipartOf(parts.length > 0 ? parts : [{ name: 'file', filename: 'a.jpg', data: Buffer.alloc(50, 1) }]);
      return { payload: whole.subarray(0, cut % whole.length), contentType: `multipart/form-data; boundary=${BOUNDARY}`, label: 'truncated multipart' };
    }),
    multipartParts.map((parts) => ({ payload: multipartOf(parts), contentType: 'multipart/form-data', label: 'multipart without boundary' })),
    multipartParts.map((parts) => ({ payload: multipartOf(parts), contentType: 'multipart/form-data; boundary=somethingElse', label: 'multipart with the wrong boundary' })),
  );
}

/** Header values a client could send: printable ASCII only (anything else is refused before it leaves). */
const headerValue = fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

export const hostileHeaders = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/event-stream', 'application/json', 'text/html', ''),
    range: fc.oneof(fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=5-2', 'bytes=0-0,1-1,2-2', 'bytes=99999999999-', 'chars=1-2'), headerValue),
    'if-none-match': fc.oneof(fc.constant('*'), headerValue),
    'if-modified-since': fc.oneof(fc.constant('Thu, 01 Jan 1970 00:00:00 GMT'), headerValue),
    'last-event-id': headerValue,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x'),
  },
  { requiredKeys: [] },
);

/** Cookies beside (or instead of) the account's own: forged sessions, broken signed cookies, undecodable values. */
export const cookieNoise = fc.oneof(
  fc.constant(''),
  fc.constantFrom('sid=garbage', `sid=${'A'.repeat(43)}`, 'sid=', 'auth_tx=eyJ4IjoxfQ.forged', 'auth_tx=%E0%A4%A', '__Host-sid=x', 'a=%', '=; ;'),
  headerValue.map((value) => `auth_tx=${value.replace(/[;,\s]/g, '')}`),
);

/** Whether a state-changing request carries the CSRF proof, a wrong one, or none. */
export const csrfChoice = fc.constantFrom('proof', 'proof', 'proof', 'proof', 'none', 'other-origin');

