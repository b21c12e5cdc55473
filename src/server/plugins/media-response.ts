import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { rangeNotSatisfiable } from '../errors.js';
import type { StoredObject } from '../integrations/storage.js';
import { bufferedBytes } from '../media/small-object-cache.js';

/**
 * The one way stored media bytes are sent (the media route, after a signed URL
 * passed its checks). Browsers keep a private copy for as long as the URL is
 * valid and no longer (`max-age` is the URL's remaining life), so a viewer
 * whose access ended stops seeing anything new once their URLs expire.
 * Storage keys never change content, so the ETag comes from the key and size.
 */
/**
 * The security headers of a media answer: never sniffed into something else,
 * never embedded by another site, and inert if opened on its own.
 */
export const MEDIA_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'referrer-policy': 'no-referrer',
} as const;

export const mediaCacheControl = (remainingSeconds: number) => `private, max-age=${Math.max(0, Math.floor(remainingSeconds))}`;

function etagOf(key: string, size: number): string {
  return `"${createHash('sha256').update(`${key}\n${size}`).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

/** Bytes `start`..`end` (inclusive) of a stream; the source is closed as soon as the range is passed. */
function byteRange(body: Readable, start: number, end: number): Readable {
  let position = 0;
  let done = false;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback();
      const chunkStart = position;
      position += chunk.length;
      const from = Math.max(0, start - chunkStart);
      const to = Math.min(chunk.length, end + 1 - chunkStart);
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > end) {
        done = true;
        this.push(null);
        body.unpipe(slice);
        body.destroy();
      }
      callback();
    },
  });
  body.on('error', (error) => slice.destroy(error));
  slice.on('close', () => body.destroy());
  return body.pipe(slice);
}

/**
 * Sends a stored object with its ETag (304 when the browser has it), one byte
 * range when asked (206; an unsatisfiable one is 416), and the cache lifetime given.
 */
export function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  object: StoredObject,
  remainingSeconds: number,
): FastifyReply {
  const etag = etagOf(key, object.size);
  void reply
    .headers(MEDIA_SECURITY_HEADERS)
    .header('cache-control', mediaCacheControl(remainingSeconds))
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (matches(request.headers['if-none-match'], etag)) {
    object.body.destroy();
    return reply.code(304).send();
  }
  const rangeHeader = request.headers.range;
  // A multi-range or malformed header is ignored (the whole file is a valid answer); an unsatisfiable one is refused.
  const ranges = rangeHeader ? parseRange(object.size, rangeHeader, { combine: true }) : undefined;
  if (ranges === -1) {
    object.body.destroy();
    void reply.header('content-range', `bytes */${object.size}`);
    throw rangeNotSatisfiable('The requested byte range is outside this file.');
  }
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  void reply.type(object.contentType);
  if (!range) {
    // Bytes already in memory go out as one buffer, without a stream in between.
    const buffered = bufferedBytes(object.body);
    return reply.header('content-length', object.size).send(buffered ?? object.body);
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(byteRange(object.body, range.start, range.end));
}
