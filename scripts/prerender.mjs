/**
 * Renders the public pages to HTML with React's server renderer, after the
 * client build: dist/client/prerendered/<page>.html, each in the template of
 * the public entry that hydrates it (public.html), its styles inlined. Site settings are
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

const template = await readFile(path.join(clientDir, 'public.html'), 'utf8');

/**
 * What a public page needs beyond its template, found in Vite's manifest by the source file of each
 * dynamic entry: the hydrating part of the public entry (React and the shared components), and for
 * pages other than home their own chunk. Their styles are always linked, so they apply before first
 * paint (no layout shift) even on a page that never loads React; their scripts are preloaded only
 * for a page that will hydrate (one with a button, see public-main.tsx), to arrive with the rest.
 */
const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
function dynamicEntry(sourceEnding) {
  const entry = Object.entries(manifest).find(([source, chunk]) => chunk.isDynamicEntry && source.endsWith(sourceEnding));
  if (!entry) throw new Error(`no chunk for ${sourceEnding} in the build manifest`);
  return entry[0];
}
function pageAssetTags(pathname, pageHtml) {
  const entries = [dynamicEntry('public-hydrate.tsx')];
  if (pathname !== '/') entries.push(dynamicEntry(`/pages/${pathname.slice(1)}-page.tsx`));
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
  entries.forEach(visit);
  for (const file of [...scripts, ...styles]) {
    if (template.includes(`/${file}"`)) {
      scripts.delete(file);
      styles.delete(file);
    }
  }
  const hydrates = pageHtml.includes('<button');
  const linked = (tag) => (file) => tag.replace('FILE', `/${file}`);
  return [
    ...[...styles].map(linked('<link rel="stylesheet" crossorigin href="FILE">')),
    ...(hydrates ? [...scripts].map(linked('<link rel="modulepreload" crossorigin href="FILE">')) : []),
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
  const assets = pageAssetTags(pathname, page.html);
  const withAssets = (template) => {
    const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)];
    const last = stylesheets.at(-1);
    // After the shared styles, as the page's own styles came after them in the bundle.
    const at = last ? (last.index ?? 0) + last[0].length : template.indexOf('</head>');
    return `${template.slice(0, at)}\n    ${assets}${template.slice(at)}`;
  };
  let html = withAssets(template)
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
