import { describe, expect, it } from 'vitest';
import { isInAppBrowser } from './in-app-browser.js';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isInAppBrowser', () => {
  it.each([
    ['Instagram', `${iphoneSafari} Instagram 330.0.0.31.103`],
    ['Facebook', `${iphoneSafari} [FBAN/FBIOS;FBAV/470.0.0]`],
    ['Snapchat', `${iphoneSafari} Snapchat/12.90.0.40`],
    ['TikTok', `${iphoneSafari} musical_ly_34.5.0 BytedanceWebview/d8a21c6`],
    ['Twitter/X', `${iphoneSafari} Twitter for iPhone/10.48`],
  ])('detects %s', (_name, ua) => {
    expect(isInAppBrowser(ua)).toBe(true);
  });

  it.each([chrome, iphoneSafari])('leaves ordinary browsers alone: %s', (ua) => {
    expect(isInAppBrowser(ua)).toBe(false);
  });
});
