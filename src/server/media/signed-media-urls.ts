import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { VISIBLE_MARK_MAX_CHARS } from '../../shared/features/leaks.schema.js';
import { MEDIA_URL_LIFETIME_SECONDS, MEDIA_URL_WINDOW_SECONDS } from '../../shared/features/media.schema.js';
import { isUuid } from '../../shared/ids.js';
import { toEpochSeconds } from '../../shared/time.js';
import { assertSafeKey } from '../integrations/storage.js';

/**
 * Signed, viewer-bound media URLs (ADR 0021). Access is decided when the API
 * hands a URL out; serving one only checks its signature and expiry, so it
 * needs no database. A URL names the stored object, the viewer it was made
 * for and when it stops working:
 *
 *   /api/media/<storage key>?u=<viewer id>&exp=<unix seconds>[&m=1[&n=<name>]]&sig=<HMAC>
 *
 * `m=1` (signed like the rest) asks for the viewer's own marked copy: members
 * receive Pro display images with an invisible mark that identifies them.
 * `n` (signed too) is the name to show in the copy's corner when the owner
 * turned the visible mark on; a new name or setting is a new URL, so no cache
 * along the way keeps the old copy.
 *
 * Expiries are bucketed: every URL made in the same quarter hour expires at the
 * same moment (the quarter's start plus one hour), so one viewer gets the very
 * same URL for an object across page loads and the browser cache works. A URL
 * therefore lives between 45 and 60 minutes.
 */
export const MEDIA_URL_ROOT = '/api/media/';
export { MEDIA_URL_LIFETIME_SECONDS, MEDIA_URL_WINDOW_SECONDS };

/** What a URL that passed its checks grants. */
export interface MediaGrant {
  key: string;
  viewerId: string;
  /** Unix seconds. */
  expiresAt: number;
  /** Whole seconds left, at least 1. */
  remainingSeconds: number;
  /** Serve the viewer's marked copy, not the stored object itself. */
  marked: boolean;
  /** The name the marked copy shows in its corner, if any. */
  label?: string;
}

export type MediaUrlCheck = { ok: true; grant: MediaGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** The query of a media URL, as the route received it (any field may be missing or repeated). */
export interface MediaUrlQuery {
  u?: unknown;
  exp?: unknown;
  m?: unknown;
  n?: unknown;
  sig?: unknown;
}

const SIGNATURE_LENGTH = 32; // base64url characters: 192 bits of HMAC-SHA256
const SIGNATURE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${SIGNATURE_LENGTH}}$`);
/** A corner label: at most VISIBLE_MARK_MAX_CHARS characters, each one or two UTF-16 units. */
const LABEL_MAX_LENGTH = 2 * VISIBLE_MARK_MAX_CHARS;
/** About 10 MiB of remembered URLs at most. */
const MEMO_LIMIT = 50_000;

/**
 * The signing key, derived from the session secret with HKDF under its own
 * label, so it differs from the cookie key while needing no setting of its own:
 * changing SESSION_SECRET ends every media URL along with every session.
 */
export function mediaSigningKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'creator-site', 'media-url-signing-v1', 32));
}

export class MediaUrlSigner {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private signature(storageKey: string, viewerId: string, expiresAt: number, marked: boolean, label: string | undefined): string {
    const signed = `${storageKey}\n${viewerId}\n${expiresAt}${marked ? '\nmarked' : ''}${label === undefined ? '' : `\nlabel ${label}`}`;
    return createHmac('sha256', this.key).update(signed).digest('base64url').slice(0, SIGNATURE_LENGTH);
  }

  /** The expiry of a URL made at `nowMs`: the start of its quarter hour plus one hour. */
  expiryAt(nowMs: number): number {
    const seconds = toEpochSeconds(nowMs);
    return seconds - (seconds % MEDIA_URL_WINDOW_SECONDS) + MEDIA_URL_LIFETIME_SECONDS;
  }

  /**
   * URLs made in the current window, by what they sign: a URL is the same for the
   * whole window, and a gallery page hands out three per picture at every load, so
   * each is signed once. Emptied when the window turns (its URLs are no longer
   * handed out) or grows past MEMO_LIMIT.
   */
  private memo = new Map<string, string>();
  private memoExpiry = 0;

  /** A URL for one viewer to fetch one stored object; call it only after checking that viewer's access. */
  urlFor(storageKey: string, viewerId: string, options: { marked?: boolean; label?: string } = {}): string {
    const expiresAt = this.expiryAt(this.now());
    const marked = options.marked === true;
    // Only a marked copy is drawn on.
    const label = marked && options.label ? options.label : undefined;
    if (expiresAt !== this.memoExpiry || this.memo.size >= MEMO_LIMIT) {
      this.memo.clear();
      this.memoExpiry = expiresAt;
    }
    // Neither a storage key nor a viewer id holds a line break, and the label comes last: one text per URL.
    const memoKey = `${storageKey}\n${viewerId}\n${marked ? 'm' : ''}\n${label ?? ''}`;
    const known = this.memo.get(memoKey);
    if (known !== undefined) return known;
    assertSafeKey(storageKey);
    // Viewers are user ids (UUIDs), as the serve log stores them.
    if (!isUuid(viewerId)) throw new Error(`not a viewer id: ${viewerId}`);
    if (label !== undefined && label.length > LABEL_MAX_LENGTH) throw new Error('corner label too long');
    const query = new URLSearchParams({ u: viewerId, exp: String(expiresAt), ...(marked ? { m: '1' } : {}), ...(label ? { n: label } : {}) });
    query.set('sig', this.signature(storageKey, viewerId, expiresAt, marked, label));
    const url = `${MEDIA_URL_ROOT}${storageKey}?${query.toString()}`;
    this.memo.set(memoKey, url);
    return url;
  }

  /** Checks a received URL: its signature first (tampered or truncated → invalid), then its expiry. */
  check(storageKey: string, query: MediaUrlQuery): MediaUrlCheck {
    const { u, exp, m, n, sig } = query;
    if (typeof u !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return { ok: false, reason: 'invalid' };
    if (m !== undefined && m !== '1') return { ok: false, reason: 'invalid' };
    const marked = m === '1';
    if (n !== undefined && (!marked || typeof n !== 'string' || n.length === 0 || n.length > LABEL_MAX_LENGTH)) return { ok: false, reason: 'invalid' };
    const label = n;
    if (!isUuid(u) || !/^\d{1,12}$/.test(exp) || !SIGNATURE_PATTERN.test(sig)) return { ok: false, reason: 'invalid' };
    const expiresAt = Number(exp);
    const expected = Buffer.from(this.signature(storageKey, u, expiresAt, marked, label));
    if (!timingSafeEqual(expected, Buffer.from(sig))) return { ok: false, reason: 'invalid' };
    const remainingSeconds = expiresAt - toEpochSeconds(this.now());
    if (remainingSeconds <= 0) return { ok: false, reason: 'expired' };
    return { ok: true, grant: { key: storageKey, viewerId: u, expiresAt, remainingSeconds, marked, ...(label === undefined ? {} : { label }) } };
  }
}
