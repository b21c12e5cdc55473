/**
 * `npm run bench`: figures for one 24-megapixel upload through the image
 * pipeline (first, so its memory reading starts from a small process), then
 * for the gallery (listing and likes over HTTP with autocannon, on loopback),
 * then the embedded database against an external PostgreSQL (database.bench.ts), then Lighthouse
 * on the built pages, with the leak tracer's accuracy before them. `npm run bench -- pages` (or upload,
 * gallery, database, leaks) runs one part. It prints numbers; it never fails on a timing.
 */
import { benchDatabases } from './database.bench.js';
import { benchGallery } from './gallery.bench.js';
import { benchLeaks } from './leaks.bench.js';
import { benchPages } from './pages.bench.js';
import { benchUpload } from './upload.bench.js';

const parts = { upload: benchUpload, gallery: benchGallery, database: benchDatabases, leaks: benchLeaks, pages: benchPages };
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}`);

for (const [name, run] of Object.entries(parts)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
