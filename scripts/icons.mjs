/**
 * Draws the PNG icons and the link-preview image from favicon.svg after the
 * client build (dist/client/icons/): home-screen icons for the web app
 * manifest, Apple's touch icon, and a 1200 × 630 image for Open Graph cards.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const svg = path.join(root, 'src', 'client', 'public', 'favicon.svg');
const outDir = path.join(root, 'dist', 'client', 'icons');
/** The page background (tokens.css --color-bg): icons sit on it without a seam. */
const BACKGROUND = '#0b0a10';

/** The icon at `size`, centred on a background of `width` × `height`. */
async function iconOn(size, width, height, file) {
  const icon = await sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png().toBuffer();
  await sharp({ create: { width, height, channels: 4, background: BACKGROUND } })
    .composite([{ input: icon, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

await mkdir(outDir, { recursive: true });
await iconOn(192, 192, 192, 'icon-192.png');
await iconOn(512, 512, 512, 'icon-512.png');
// Maskable icons may be cut to a circle: the mark stays inside the central 80 %.
await iconOn(400, 512, 512, 'maskable-512.png');
await iconOn(180, 180, 180, 'apple-touch-icon.png');
await iconOn(320, 1200, 630, 'og-image.png');
process.stdout.write('drew the icons into dist/client/icons\n');
