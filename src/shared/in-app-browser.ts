/**
 * In-app browsers (SPEC §2: Instagram, Facebook, Snapchat, TikTok, Twitter/X) block
 * or break Google sign-in, so the home and sign-up pages warn their users.
 */
const IN_APP_PATTERNS: readonly RegExp[] = [
  /Instagram/i,
  /FBAN|FBAV|FB_IAB|FBIOS|\bFacebook\b/i,
  /Snapchat/i,
  /TikTok|musical_ly|Bytedance|BytedanceWebview/i,
  /Twitter|TwitterAndroid|\bXApp\b/i,
];

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_PATTERNS.some((pattern) => pattern.test(userAgent));
}
