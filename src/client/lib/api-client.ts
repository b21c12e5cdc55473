import type { z } from 'zod';
import { ApiErrorSchema, type ApiError } from '../../shared/api-error.js';
import { CSRF_HEADER } from '../../shared/features/auth.schema.js';

/**
 * The one way the client talks to the API: same-origin cookies, JSON in and out,
 * and every failure turned into an ApiRequestError with a message a person can read.
 */

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** Stable snake_case code from the server, or a client-side one (network_error, invalid_response). */
  readonly code: string;
  readonly issues: ApiError['issues'];

  constructor(status: number, code: string, message: string, issues?: ApiError['issues']) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /** A plain value is sent as JSON; FormData is sent as is (uploads). */
  body?: unknown;
  /** Validates the response; without it the parsed JSON is returned unchecked. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toRequestError(status: number, payload: unknown): ApiRequestError {
  const parsed = ApiErrorSchema.safeParse(payload);
  if (parsed.success) return new ApiRequestError(status, parsed.data.code, parsed.data.message, parsed.data.issues);
  return new ApiRequestError(status, 'request_failed', `The request could not be completed (error ${status}). Please try again.`);
}

/**
 * Refusals the page can resolve and then try again, by code: the server asks for a passkey check
 * (`passkey_check_required`) and the app asks the person for one. The answer says whether to retry.
 */
const refusalAnswers = new Map<string, () => Promise<boolean>>();

/** Answers refusals of this code until the returned function is called. */
export function answerRefusal(code: string, answer: () => Promise<boolean>): () => void {
  refusalAnswers.set(code, answer);
  return () => {
    if (refusalAnswers.get(code) === answer) refusalAnswers.delete(code);
  };
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await sendRequest(path, options);
  } catch (error) {
    const answer = error instanceof ApiRequestError ? refusalAnswers.get(error.code) : undefined;
    if (!answer || !(await answer())) throw error;
    // Once only: a second refusal is the answer.
    return sendRequest(path, options);
  }
}

async function sendRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const { body, contentType } = encodeBody(options.body);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  // Sent on every non-GET request; the server refuses state changes without it (CSRF contract).
  if (method !== 'GET') headers[CSRF_HEADER.name] = CSRF_HEADER.value;

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    // Cancellation is not a failure; TanStack Query and callers expect the AbortError back.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toRequestError(response.status, payload);
  if (!options.schema) return payload as T;

  const result = options.schema.safeParse(payload);
  if (!result.success) {
    throw new ApiRequestError(response.status, 'invalid_response', 'The server sent an unexpected answer. Please reload the page.');
  }
  return result.data;
}

type BodyRequest<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options: BodyRequest<T> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: BodyRequest<T> = {}) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: BodyRequest<T> = {}) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: BodyRequest<T> = {}) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: BodyRequest<T> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * The server could not keep an upload: its disk is full (507 storage_full) or its
 * file storage cannot be reached (503 storage_unavailable). Every upload form
 * shows the server's own message for these, since it says what will help.
 */
export function isStorageFault(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'storage_full' || error.code === 'storage_unavailable');
}

/** A readable message for anything thrown, for toasts and inline errors. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
