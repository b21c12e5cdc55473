import { DrizzleQueryError } from 'drizzle-orm';

/** True when a database error (possibly wrapped by the query builder) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/**
 * True when PostgreSQL refused a text it cannot store: a NUL character (22021) or
 * one outside the database's encoding (22P05). That is the client's input, not a fault of ours.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code } = current as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

/** Node's socket errors when the server is gone or refuses (over TCP or its Unix socket). */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL's: class 08 (connection exception), 57P01-57P03 (shut down by an administrator, a crash,
 * or still starting) and 53300 (no connection slot free, as while a restarted server fills up).
 */
const SERVER_CODES = /^(08...|57P0[1-3]|53300)$/;
/** node-postgres's own, which carry no code. */
const CLIENT_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * True when an error (possibly wrapped by the query builder) means the database could not be
 * reached or dropped the connection, rather than refusing what was asked of it. A socket error
 * counts when it comes from a query, or from opening a connection (a transaction's first step).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromQuery = false;
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message, syscall } = current as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && SERVER_CODES.test(code)) return true;
    if (typeof code === 'string' && SOCKET_ERRORS.has(code) && (fromQuery || syscall === 'connect')) return true;
    if (typeof message === 'string' && CLIENT_MESSAGES.test(message)) return true;
    fromQuery ||= current instanceof DrizzleQueryError;
  }
  return false;
}
