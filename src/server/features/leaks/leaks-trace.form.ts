import type { FastifyRequest } from 'fastify';
import { LEAK_MESSAGES, LEAK_TRACE_MAX_BYTES } from '../../../shared/features/leaks.schema.js';
import { tooLarge } from '../../errors.js';
import { readMultipartForm, requireFile } from '../../plugins/multipart-form.js';

/** The one `file` field of a trace: the copy found elsewhere. */
export async function readTraceForm(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipartForm(request, {
    name: 'trace',
    fileField: 'file',
    maxFileBytes: LEAK_TRACE_MAX_BYTES,
    tooLarge: () => tooLarge('file_too_large', LEAK_MESSAGES.tooLarge),
  });
  return requireFile(form).data;
}
