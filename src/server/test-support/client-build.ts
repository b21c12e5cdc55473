import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_TOKENS as T, SITE_SETTINGS_SLOT } from '../../shared/page-slots.js';

export /** A client build as scripts/prerender.mjs leaves it: the shell, and the home page with tokens for the settings. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${T.siteTitle}</title>${SITE_SETTINGS_SLOT}<div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>`,
  );
  writeFileSync(
    path.join(dir, 'prerendered', 'home.html'),
    `<!doctype html><title>${T.siteTitle}</title><meta property="og:url" content="${T.pageUrl}">${SITE_SETTINGS_SLOT}` +
      `<div id="root"><h1>${T.siteTitle}</h1><a href="mailto:${T.supportLocal}@${T.supportDomain}">mail</a>` +
      `<p>© ${T.copyrightYear} ${T.companyName}</p></div>`,
  );
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'prerendered', 'home.in-app.html'), `<!doctype html><html data-in-app-browser>${SITE_SETTINGS_SLOT}<p>Open the site in your browser</p>`);
  return dir;
}

