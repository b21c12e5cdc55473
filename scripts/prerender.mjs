/**
 * Renders the public pages to HTML with React's server renderer, after the
 * client build: dist/client/prerendered/<page>.html, each in the template of
 * the entry that hydrates it (public.html or index.html), its styles inlined. Site settings are
 * tokens here; the server fills them in per request (src/shared/page-slots.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(root, 'dist', 'client');
const serverBundleDir = path.join(root, 'dist', 'prerender');

// A server bundle of the renderer (prerender.tsx); Vite compiles the TSX and drops the CSS imports.
await build({
  configFile: path.join(root, 'vite.config.ts'),
  // Sharing modules between entries is expected here; only errors matter for this throwaway bundle.
  logLevel: 'error',
  build: { ssr: path.join(root, 'src', 'client', 'prerender.tsx'), outDir: serverBundleDir, emptyOutDir: true, rolldownOptions: { input: undefined } },
});
const { renderPage, PRERENDERED_PAGES: pages, IN_APP_VARIANT_PAGES, IN_APP_BROWSER_ATTRIBUTE, inAppVariantFile } = await import(pathToFileURL(path.join(serverBundleDir, 'prerender.js')).href);

const templates = {
  public: await readFile(path.join(clientDir, 'public.html'), 'utf8'),
  app: await readFile(path.join(clientDir, 'index.html'), 'utf8'),
};

/**
 * Pages other than home load their code on start (app/public-app.tsx): their chunk and styles are
 * linked in the page's <head>, so the styles apply before first paint (no layout shift) and the
 * script arrives with the rest. Found in Vite's manifest by the page module's name.
 */
const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
function pageAssetTags(pathname) {
  const name = pathname.slice(1);
  const entry = Object.entries(manifest).find(([source, chunk]) => chunk.isDynamicEntry && source.endsWith(`/pages/${name}-page.tsx`));
  if (!entry) throw new Error(`no chunk for the page ${pathname} in the build manifest`);
  const scripts = new Set();
  const styles = new Set();
  // Dependencies first, as the bundle ordered their styles; what the template links already is left out.
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  visit(entry[0]);
  for (const file of [...scripts, ...styles]) {
    if (templates.public.includes(`/${file}"`)) {
      scripts.delete(file);
      styles.delete(file);
    }
  }
  const linked = (tag) => (file) => tag.replace('FILE', `/${file}`);
  return [
    ...[...styles].map(linked('<link rel="stylesheet" crossorigin href="FILE">')),
    ...[...scripts].map(linked('<link rel="modulepreload" crossorigin href="FILE">')),
  ].join('\n    ');
}


/**
 * The page's stylesheets, inlined in order: the first paint then needs nothing but
 * the HTML, instead of waiting for stylesheets that share a slow connection with
 * the scripts. They are small (a few KB compressed) and CSP allows inline styles.
 */
async function inlineStyles(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)];
  let inlined = html;
  for (const [tag, file] of links) {
    const css = await readFile(path.join(clientDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    inlined = inlined.replace(tag, () => `<style>${css}</style>`);
  }
  return inlined;
}

await mkdir(path.join(clientDir, 'prerendered'), { recursive: true });
/** One page, as most browsers get it or as in-app browsers get it (their warning rendered in). */
async function writePage(pathname, file, inAppBrowser) {
  const page = await renderPage(pathname, inAppBrowser);
  const assets = page.entry === 'public' && pathname !== '/' ? pageAssetTags(pathname) : '';
  const withAssets = (template) => {
    if (!assets) return template;
    const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)];
    const last = stylesheets.at(-1);
    if (!last) throw new Error('the public template links no stylesheet');
    // After the shared styles, as the page's own styles came after them in the bundle.
    const at = (last.index ?? 0) + last[0].length;
    return `${template.slice(0, at)}\n    ${assets}${template.slice(at)}`;
  };
  let html = withAssets(templates[page.entry])
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (inAppBrowser) html = html.replace('<html lang="en">', `<html lang="en" ${IN_APP_BROWSER_ATTRIBUTE}>`);
  await writeFile(path.join(clientDir, 'prerendered', inAppBrowser ? inAppVariantFile(file) : file), await inlineStyles(html));
}

for (const [pathname, file] of Object.entries(pages)) {
  await writePage(pathname, file, false);
  if (IN_APP_VARIANT_PAGES.includes(pathname)) await writePage(pathname, file, true);
}
await rm(serverBundleDir, { recursive: true, force: true });
process.stdout.write(`prerendered ${Object.keys(pages).length} pages into dist/client/prerendered\n`);
