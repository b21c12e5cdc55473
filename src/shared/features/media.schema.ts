/**
 * Signed media URLs (ADR 0021): how long they live, shared by the server that
 * signs them and the client that refreshes them before they expire.
 *
 * Every URL made within one window expires at the same moment, the window's
 * start plus the lifetime, so a URL has between LIFETIME − WINDOW (45 min) and
 * LIFETIME (60 min) to live when handed out.
 */
export const MEDIA_URL_WINDOW_SECONDS = 15 * 60;
export const MEDIA_URL_LIFETIME_SECONDS = 60 * 60;

/**
 * How often an open page refetches the lists that carry media URLs: well inside
 * the shortest life a URL is handed out with, so a shown image never outlives its URL.
 */
export const MEDIA_URL_REFRESH_MS = 10 * 60 * 1000;
