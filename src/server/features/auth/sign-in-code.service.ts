import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_VALID_MS,
  EMAIL_LINK_FRAGMENT,
  safeReturnTo,
  type CurrentUser,
  type EmailCodeRequest,
  type EmailCodeSignIn,
} from '../../../shared/features/auth.schema.js';
import { CLIENT_ROUTES } from '../../../shared/routes.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, refused, tooManyRequests } from '../../errors.js';
import { sendSiteEmailNow } from '../notifications/notifications.service.js';
import { EMAIL_CODE_ISSUER, recordSignIn } from './auth.service.js';
import type { SignInCodeRow } from './auth.table.js';
import {
  countRecentCodes,
  deleteCodesBefore,
  endCode,
  insertCodeEndingOthers,
  lockLiveCode,
  recordWrongTry,
} from './sign-in-code.repo.js';

/**
 * Sign-in with a one-time code sent by e-mail: it works where Google's sign-in
 * is refused (in-app browsers) and for people without a Google account. The
 * answer to "send me a code" is the same whether or not an account uses the
 * address; a code or link is checked against the address's one live code.
 */

/** Codes an address may be sent, and a client address may ask for, within SENDING_WINDOW_MS. */
export const SENDING_WINDOW_MS = 15 * 60_000;
export const MAX_CODES_PER_EMAIL = 5;
export const MAX_CODES_PER_CLIENT = 20;
/** Codes are kept this long after they were made, for the sending limits; then deleted. */
const KEEP_CODES_MS = 24 * 60 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
/** Keyed by the site's secret: a stolen table cannot be turned back into codes by trying all million. */
const codeHash = (secret: string, email: string, code: string) => createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const WRONG_OR_EXPIRED = 'That code is wrong or has expired. Check the e-mail, or ask for a new code.';

export async function sendSignInCode(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: EmailCodeRequest & { requestedFrom: string },
  now = new Date(),
): Promise<{ browserNonce: string }> {
  const db = ctx.database.db;
  const since = new Date(now.getTime() - SENDING_WINDOW_MS);
  const recent = await countRecentCodes(db, { email: input.email, requestedFrom: input.requestedFrom }, since);
  if (recent.forEmail >= MAX_CODES_PER_EMAIL || recent.fromClient >= MAX_CODES_PER_CLIENT) {
    throw tooManyRequests('Too many codes were asked for. Please wait 15 minutes, then ask again.');
  }
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  const linkToken = randomToken();
  const browserNonce = randomToken();
  await deleteCodesBefore(db, new Date(now.getTime() - KEEP_CODES_MS));
  await db.transaction((tx) =>
    insertCodeEndingOthers(tx, {
      email: input.email,
      codeHash: codeHash(ctx.sessionSecret, input.email, code),
      linkTokenHash: sha256(linkToken),
      browserNonceHash: sha256(browserNonce),
      requestedFrom: input.requestedFrom,
      returnTo: safeReturnTo(input.returnTo),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_VALID_MS),
    }),
  );
  try {
    await sendSiteEmailNow(ctx, input.email, {
      subject: `Your sign-in code: ${code}`,
      paragraphs: [
        `Enter this code on the sign-in page: ${code}`,
        `It works once, for ${EMAIL_CODE_VALID_MS / 60_000} minutes. Or use the button below, in the same browser where you asked for the code.`,
        'If you did not ask to sign in, you can ignore this e-mail.',
      ],
      action: { label: 'Sign in on that browser', path: `${CLIENT_ROUTES.googleSignup}#${EMAIL_LINK_FRAGMENT}=${linkToken}` },
    });
  } catch (error) {
    // Said the same way for every address: the sender learns nothing about accounts from it.
    log.error({ err: error }, 'sign-in code e-mail could not be sent');
    throw badRequest('email_not_sent', 'The e-mail could not be sent just now. Please try again in a minute.');
  }
  return { browserNonce };
}

type CodeCheck = { ok: true; row: SignInCodeRow } | { ok: false; triesLeft: number };

/** Signs in with the address and its code; each wrong try counts, and the fifth ends the code. */
export async function signInWithCode(ctx: AppContext, input: EmailCodeSignIn, now = new Date()): Promise<{ user: CurrentUser; returnTo: string }> {
  const check = await ctx.database.db.transaction(async (tx): Promise<CodeCheck | null> => {
    const row = await lockLiveCode(tx, { email: input.email }, now);
    if (!row) return null;
    if (sameHash(row.codeHash, codeHash(ctx.sessionSecret, input.email, input.code))) {
      await endCode(tx, row.id, now);
      return { ok: true, row };
    }
    const tries = row.tries + 1;
    await recordWrongTry(tx, row.id, tries, tries >= EMAIL_CODE_MAX_TRIES ? now : null);
    return { ok: false, triesLeft: EMAIL_CODE_MAX_TRIES - tries };
  });
  if (!check) throw badRequest('code_invalid', WRONG_OR_EXPIRED);
  if (!check.ok) {
    throw check.triesLeft > 0
      ? badRequest('code_wrong', `That code is not right. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`)
      : badRequest('code_used_up', 'That code is not right, and it was the last try. Ask for a new code.');
  }
  return signInAs(ctx, check.row);
}

/**
 * Signs in with the e-mail's link, only in the browser that asked for the code
 * (its nonce cookie). Opened anywhere else it signs nobody in and uses nothing up,
 * so a mail scanner or a preview cannot spend it either (they only GET the page).
 */
export async function signInWithLink(
  ctx: AppContext,
  input: { token: string; browserNonce: string | undefined },
  now = new Date(),
): Promise<{ user: CurrentUser; returnTo: string }> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const found = await lockLiveCode(tx, { linkTokenHash: sha256(input.token) }, now);
    if (!found) throw badRequest('link_invalid', 'This sign-in link has expired or was already used. Ask for a new code.');
    if (!input.browserNonce || !sameHash(found.browserNonceHash, sha256(input.browserNonce))) {
      throw refused(
        'link_other_browser',
        'This link signs in only the browser where the code was asked for, and nobody was signed in here. Open it there, or enter the 6-digit code from the e-mail.',
      );
    }
    await endCode(tx, found.id, now);
    return found;
  });
  return signInAs(ctx, row);
}

async function signInAs(ctx: AppContext, row: SignInCodeRow): Promise<{ user: CurrentUser; returnTo: string }> {
  // The code proves the address: the same account as a verified Google sign-in of it (recordSignIn).
  const user = await recordSignIn(ctx, { issuer: EMAIL_CODE_ISSUER, subject: row.email, email: row.email, emailVerified: true, name: null });
  return { user, returnTo: row.returnTo };
}
