const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Keeps only links we are happy to follow: http, https, mailto, and links
 * within the site. javascript:, data:, vbscript: and anything else become ''.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('#') || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  try {
    return SAFE_PROTOCOLS.has(new URL(trimmed).protocol) ? trimmed : '';
  } catch {
    return '';
  }
}
