import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredObject } from '../integrations/storage.js';

/**
 * Sends stored bytes that only some users may see (Pro images, purchased
 * content, profile pictures), after the route has checked access.
 *
 * Browsers may keep a copy, but must ask again before every use (`no-cache`),
 * so a copy is never shown once access ends: the question goes through the
 * same access check, and only then is it answered 304 Not Modified. Storage
 * keys never change content, so the ETag comes from the path and the size.
 */
export const ACCESS_CHECKED_CACHE_CONTROL = 'private, no-cache';

function etagOf(request: FastifyRequest, object: StoredObject): string {
  const path = request.url.split('?')[0] ?? request.url;
  return `"${createHash('sha256').update(`${path}\n${object.size}`).digest('base64url').slice(0, 32)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function sendAccessCheckedMedia(request: FastifyRequest, reply: FastifyReply, object: StoredObject): FastifyReply {
  const etag = etagOf(request, object);
  void reply.header('cache-control', ACCESS_CHECKED_CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff');
  if (matches(request.headers['if-none-match'], etag)) {
    object.body.destroy();
    return reply.code(304).send();
  }
  return reply.type(object.contentType).header('content-length', object.size).send(object.body);
}
