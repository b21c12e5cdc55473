/**
 * The one error type services throw. The error handler turns it into
 * `{ code, message }` with the given status; codes are stable snake_case.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, issues?: AppError['issues']) =>
  new AppError(400, code, message, issues);
export const unauthorized = (message = 'Please sign in first.') => new AppError(401, 'unauthorized', message);
/** 401 with a code of its own (a credential other than the session was refused). */
export const unauthorizedAs = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, 'forbidden', message);
export const notFound = (what = 'That') => new AppError(404, 'not_found', `${what} was not found.`);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.') =>
  new AppError(429, 'rate_limited', message);
export const csrfRefused = (message = 'This request did not come from this site and was refused.') =>
  new AppError(403, 'csrf_refused', message);
export const databaseUnavailable = () =>
  new AppError(503, 'database_unavailable', 'The site cannot reach its database just now. Please try again in a few seconds.');
/** 403 with a code of its own (a refusal the client tells apart from plain `forbidden`). */
export const refused = (code: string, message: string) => new AppError(403, code, message);
/** 404 with a code and wording of its own. */
export const notFoundAs = (code: string, message: string) => new AppError(404, code, message);
export const tooLarge = (code: string, message: string) => new AppError(413, code, message);
export const rangeNotSatisfiable = (message: string) => new AppError(416, 'range_not_satisfiable', message);
/** The payment provider failed or refused; nothing changed on our side. */
export const paymentProviderError = (message: string) => new AppError(502, 'payment_provider_error', message);
export const unavailable = (code: string, message: string) => new AppError(503, code, message);
/** 507: the server has no room to keep what was sent. */
export const insufficientStorage = (code: string, message: string) => new AppError(507, code, message);
/** The same refusal (its status) in another feature's code and wording. */
export const reworded = (error: AppError, code: string, message: string) => new AppError(error.statusCode, code, message, error.issues);
