import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiError } from '../../shared/api-error.js';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors.js';
import { AppError, databaseUnavailable } from '../errors.js';

/** Fastify's own error codes, mapped to our stable codes and readable messages. */
const FASTIFY_ERRORS: Record<string, { code: string; message: string; status?: number }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_content_length', message: 'The request body length is wrong.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty but JSON was declared.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_TYPE: { code: 'unsupported_media_type', message: 'The request has an empty content type.' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'unsupported_media_type', message: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_PARSE_TYPE: { code: 'unsupported_media_type', message: 'This content type is not accepted here.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', message: 'The file is too large.' },
  FST_FILES_LIMIT: { code: 'payload_too_large', message: 'Too many files in one request.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'unsupported_media_type', message: 'Expected a multipart form upload.', status: 415 },
};

function fromStatus(status: number): { code: string; message: string } {
  switch (status) {
    case 400: return { code: 'bad_request', message: 'The request could not be understood.' };
    case 401: return { code: 'unauthorized', message: 'Please sign in first.' };
    case 403: return { code: 'forbidden', message: 'You do not have access to this.' };
    case 404: return { code: 'not_found', message: 'Nothing was found here.' };
    case 405: return { code: 'method_not_allowed', message: 'This method is not allowed here.' };
    case 413: return { code: 'payload_too_large', message: 'The request body is too large.' };
    case 415: return { code: 'unsupported_media_type', message: 'This content type is not accepted here.' };
    case 429: return { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' };
    default: return { code: 'request_failed', message: 'The request could not be completed.' };
  }
}

export function toApiError(error: FastifyError | Error): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { code: error.code, message: error.message, issues: error.issues } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'is invalid',
    }));
    const first = issues[0];
    return {
      status: 400,
      body: { code: 'validation_failed', message: first ? `${first.path}: ${first.message}` : 'The request is invalid.', issues },
    };
  }
  // A service that checks input with a shared zod schema (a form field, a stored setting merged with a change).
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    return { status: 400, body: { code: 'validation_failed', message: issues[0]?.message ?? 'The request is invalid.', issues } };
  }
  if (isDatabaseUnavailable(error)) return toApiError(databaseUnavailable());
  if (isUnstorableText(error)) return { status: 400, body: { code: 'invalid_text', message: 'The request holds a character that cannot be stored (such as a NUL).' } };
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
  if (status >= 500) return { status: 500, body: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } };
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status ?? status, body: { code: known.code, message: known.message } };
  if (error instanceof SyntaxError) return { status: 400, body: { code: 'invalid_json', message: 'The request body is not valid JSON.' } };
  return { status, body: fromStatus(status) };
}

/** A restarted or failed-over database usually answers again within a few seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

/** One error handler for every route: `{ code, message }`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toApiError(error);
    if (body.code === 'database_unavailable') {
      // An outage: one warning per request, no stack trace; the client is told when to try again.
      request.log.warn({ code: body.code, reason: error.message }, 'request failed: database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error, code: body.code }, 'request refused');
    void reply.status(status).send(body);
  });
}
