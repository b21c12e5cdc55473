/**
 * `npm run bench`: figures for one 24-megapixel upload through the image
 * pipeline (first, so its memory reading starts from a small process), then
 * for the gallery (listing and likes over HTTP with autocannon, on loopback),
 * then thumbnail fetches through signed media URLs against a bare Node static file server (media.bench.ts),
 * then the embedded database against an external PostgreSQL (database.bench.ts), then Lighthouse
 * on the built pages, with the leak tracer's accuracy before them, then the long tasks while a
 * 1,000-picture gallery scrolls on a phone-sized screen, then 2,000 event streams opening in one burst (live.bench.ts). `npm run bench -- pages` (or upload,
 * gallery, media, database, leaks, scroll, live) runs one part. It prints numbers; it never fails on a timing.
 */
// Each part is loaded only when it runs, so one part's imports never stop another.
const parts: Record<string, () => Promise<void>> = {
  upload: async () => (await import('./upload.bench.js')).benchUpload(),
  gallery: async () => (await import('./gallery.bench.js')).benchGallery(),
  media: async () => (await import('./media.bench.js')).benchMedia(),
  database: async () => (await import('./database.bench.js')).benchDatabases(),
  leaks: async () => (await import('./leaks.bench.js')).benchLeaks(),
  pages: async () => (await import('./pages.bench.js')).benchPages(),
  scroll: async () => (await import('./scroll.bench.js')).benchScroll(),
  live: async () => (await import('./live.bench.js')).benchLive(),
  // Not in a plain `npm run bench`: it seeds 50,000 pictures and 10,000 members.
  growth: async () => (await import('./growth.bench.js')).benchGrowth(),
};
const ON_REQUEST_ONLY = new Set(['growth']);
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}`);

for (const [name, run] of Object.entries(parts)) {
  if (chosen.includes(name) || (chosen.length === 0 && !ON_REQUEST_ONLY.has(name))) await run();
}
