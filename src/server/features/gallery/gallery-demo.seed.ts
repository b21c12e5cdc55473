import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { PRO_COLLECTION, TEASER_COLLECTION } from '../../../shared/features/gallery.schema.js';
import type { AppContext } from '../../app-context.js';
import type { AppConfig } from '../../config.js';
import { hasAnyGalleryContent } from './gallery.repo.js';
import { addDemoImage, addFolder, addGallery } from './gallery.service.js';

/**
 * Demo content for the embedded mode: a few folders and galleries of generated
 * artwork (drawn by sharp from SVG, nothing downloaded), so a fresh site looks
 * alive. Only in development with the embedded database, and only when no
 * gallery content exists yet; never in tests or production.
 */
export function shouldSeedDemo(config: AppConfig): boolean {
  return config.env === 'development' && config.database.kind === 'embedded';
}

const PALETTES = [
  ['#1b1464', '#ff6b6b', '#ffd93d'],
  ['#0b3d2e', '#3ddc97', '#f2f5a9'],
  ['#2d0b3d', '#b86bff', '#ff9bd2'],
  ['#06283d', '#1363df', '#47b5ff'],
  ['#3d1f0b', '#ff8c42', '#ffd6a5'],
] as const;

/** A small deterministic random source, so the demo looks the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** An abstract piece: a gradient sky and soft overlapping circles. */
export function demoArtwork(seed: number, width = 960, height = 720): Promise<Buffer> {
  const next = random(seed);
  const [base, mid, light] = PALETTES[seed % PALETTES.length]!;
  const circles = Array.from({ length: 9 }, () => {
    const fill = next() > 0.5 ? mid : light;
    return `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${Math.round(40 + next() * 220)}" fill="${fill}" fill-opacity="${(0.15 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${next().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const DEMO_FOLDERS = [
  { name: 'Landscapes', description: 'Skies, seas and far-off hills.', galleries: [['Sunsets', 'sunsets'], ['Night Skies', 'night skies']] },
  { name: 'Studies', description: 'Colour and form experiments.', galleries: [['Colour Studies', 'colour studies']] },
] as const;

const SIZES: readonly [number, number][] = [[800, 600], [600, 800], [840, 560], [700, 700]];

/** Seeds the demo when the site has no gallery content; returns whether it did (the module runs it once per app). */
export async function seedGalleryDemo(ctx: AppContext, log?: FastifyBaseLogger): Promise<boolean> {
  if (await hasAnyGalleryContent(ctx.database.db)) return false;
  const started = Date.now();
  let seed = 1;
  const addImages = async (collection: string, count: number, label: string) => {
    for (let i = 0; i < count; i += 1) {
      const [width, height] = SIZES[(seed + i) % SIZES.length]!;
      await addDemoImage(ctx, collection, { data: await demoArtwork(seed++, width, height), filename: `${label} ${i + 1}.jpg` });
    }
  };
  await addImages(TEASER_COLLECTION, 3, 'Teaser');
  await addImages(PRO_COLLECTION, 4, 'Pro Piece');
  for (const folderSpec of DEMO_FOLDERS) {
    const folder = await addFolder(ctx, { name: folderSpec.name, description: folderSpec.description });
    for (const [displayTitle, galleryId] of folderSpec.galleries) {
      const config = await addGallery(ctx, { displayTitle, galleryId, folderId: folder.id });
      await addImages(config.collectionName, 3, displayTitle);
    }
  }
  log?.info({ ms: Date.now() - started }, 'demo galleries seeded');
  return true;
}
