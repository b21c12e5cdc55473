/**
 * Writes brotli (.br) and gzip (.gz) copies of the built client's text files,
 * at the highest levels, once per build; the server sends them to browsers that
 * accept them (@fastify/static preCompressed) instead of compressing per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
// Not .html: pages are templates the server fills per request, and compresses then.
const TEXT_FILES = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml']);
/** The same threshold as responses compressed on the fly: smaller files gain nothing. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let written = 0;
for await (const file of files(CLIENT_DIR)) {
  if (!TEXT_FILES.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
  const raw = await readFile(file);
  const copies = [
    ['.br', await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })],
    ['.gz', await gzip(raw, { level: 9 })],
  ];
  for (const [suffix, body] of copies) {
    if (body.length >= raw.length) continue;
    await writeFile(`${file}${suffix}`, body);
    written += 1;
  }
}
process.stdout.write(`precompressed ${written} copies in dist/client\n`);
