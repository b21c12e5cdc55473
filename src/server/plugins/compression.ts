import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed body saves less than the encoding costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses text answers (JSON, HTML, scripts without a precompressed copy)
 * of 1 KiB and more, brotli first. Image bytes are already compressed and never
 * pass through here: only types mime-db calls compressible are touched, and
 * the image types uploads may have (JPEG, PNG, WebP, AVIF, GIF) are not. Streams that take over
 * the reply (the live event stream, the AI chat) bypass the hook entirely, so
 * nothing buffers them. Built assets are served precompressed (client-app.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
