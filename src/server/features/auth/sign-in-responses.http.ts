import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_CHANNEL, AUTH_PATHS, type SignInMode } from '../../../shared/features/auth.schema.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import type { AppConfig } from '../../config.js';
import { SignInTransactionSchema, SIGN_IN_TRANSACTION_MS, type SignInTransaction } from './sign-in.service.js';

/**
 * The browser side of a sign-in: the signed transaction cookie that binds the
 * provider's answer to this browser, and how the outcome is told to the page
 * (a redirect, or a popup page that reports to its opener and closes).
 */

const TRANSACTION_COOKIE = 'auth_tx';

const transactionCookieOptions = (config: AppConfig) =>
  ({ path: '/api/auth/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;

export function setTransactionCookie(reply: FastifyReply, config: AppConfig, transaction: SignInTransaction): void {
  const value = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  void reply.setCookie(TRANSACTION_COOKIE, value, {
    ...transactionCookieOptions(config),
    signed: true,
    maxAge: SIGN_IN_TRANSACTION_MS / 1000,
  });
}

/** This browser's transaction, or null when it is missing, tampered with or malformed. */
export function readTransactionCookie(request: FastifyRequest): SignInTransaction | null {
  const raw = request.cookies[TRANSACTION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = SignInTransactionSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearTransactionCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(TRANSACTION_COOKIE, transactionCookieOptions(config));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Runs in the popup. It tells the page that opened it, on a BroadcastChannel
 * (which survives the opener link being cut by cross-origin navigation) and on
 * window.opener, then closes; a window that cannot close goes to the fallback.
 * Served as a file because the CSP allows no inline script.
 */
export const POPUP_SCRIPT = `(function () {
  var data = document.currentScript.dataset;
  var message = data.result === 'signed-in'
    ? { type: 'signed-in' }
    : { type: 'sign-in-failed', message: data.message || 'Sign-in failed.' };
  try { var channel = new BroadcastChannel(${JSON.stringify(AUTH_CHANNEL)}); channel.postMessage(message); channel.close(); } catch (e) {}
  try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  window.close();
  setTimeout(function () { window.location.replace(data.fallback); }, 1000);
})();
`;

function popupPage(outcome: { result: 'signed-in' | 'sign-in-failed'; message: string; fallback: string }): string {
  const title = outcome.result === 'signed-in' ? 'Signed in' : 'Sign-in failed';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p role="status">${escapeHtml(outcome.message)}</p>
<p><a href="${escapeHtml(outcome.fallback)}">Continue</a></p></main>
<script src="${AUTH_PATHS.popupScript}" data-result="${outcome.result}" data-message="${escapeHtml(outcome.message)}" data-fallback="${escapeHtml(outcome.fallback)}"></script>
</body></html>`;
}

function sendPopupPage(reply: FastifyReply, status: number, outcome: Parameters<typeof popupPage>[0]) {
  return reply.status(status).type('text/html; charset=utf-8').send(popupPage(outcome));
}

export function sendSignedIn(reply: FastifyReply, mode: SignInMode, returnTo: string) {
  if (mode === 'redirect') return reply.redirect(returnTo, 302);
  return sendPopupPage(reply, 200, { result: 'signed-in', message: 'You are signed in. This window will close.', fallback: returnTo });
}

export function sendSignInFailed(reply: FastifyReply, mode: SignInMode, message: string) {
  const fallback = `${CLIENT_ROUTES.googleSignup}?error=${encodeURIComponent(message)}`;
  if (mode === 'redirect') return reply.redirect(fallback, 302);
  return sendPopupPage(reply, 400, { result: 'sign-in-failed', message, fallback });
}
