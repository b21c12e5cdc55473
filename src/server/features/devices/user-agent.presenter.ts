/**
 * A small User-Agent reader for the families members actually use. It names a
 * device for a person ("Chrome on Windows"); nothing is decided on it, so an
 * unknown or forged string only shows as "Unknown browser".
 */

interface Family {
  name: string;
  pattern: RegExp;
}

/**
 * Checked in order: in-app browsers and Chromium derivatives also carry
 * "Chrome" and "Safari" tokens, so the more specific families come first.
 */
const BROWSERS: Family[] = [
  { name: 'Instagram app', pattern: /\bInstagram\b/ },
  { name: 'Facebook app', pattern: /\bFB(AN|AV|_IAB)\b/ },
  { name: 'TikTok app', pattern: /\b(musical_ly|TikTok|BytedanceWebview)/i },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\// },
  { name: 'Edge', pattern: /\bEdg(e|A|iOS)?\// },
  { name: 'Opera', pattern: /\b(OPR|Opera|OPiOS)\// },
  { name: 'Firefox', pattern: /\b(Firefox|FxiOS)\// },
  { name: 'Chrome', pattern: /\b(Chrome|CriOS|HeadlessChrome)\// },
  { name: 'Safari', pattern: /\bVersion\/[\d.]+.*\bSafari\// },
];

/** iOS before macOS ("like Mac OS X"), Android before Linux (Android is Linux). */
const SYSTEMS: Family[] = [
  { name: 'iOS', pattern: /\b(iPhone|iPad|iPod)\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b/ },
];

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'Unknown system';

const firstMatch = (families: Family[], userAgent: string) => families.find((family) => family.pattern.test(userAgent))?.name;

export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  const text = userAgent ?? '';
  return { browser: firstMatch(BROWSERS, text) ?? UNKNOWN_BROWSER, os: firstMatch(SYSTEMS, text) ?? UNKNOWN_SYSTEM };
}
