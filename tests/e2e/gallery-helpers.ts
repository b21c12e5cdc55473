import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openView, sameOriginHeaders } from './fixtures.js';

/** Helpers for the gallery journeys: artwork, the owner's API calls, and getting to a view. */

export function artwork(seed: number, width = 640, height = 480): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},70%,45%)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${(hue + 120) % 360},80%,70%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads through the API as the signed-in page's user (setup, not the journey under test). */
export async function apiUpload(page: Page, collection: string, name: string, seed: number, size?: [number, number]) {
  const buffer = await artwork(seed, ...(size ?? [640, 480]));
  const response = await page.request.post(`/api/galleries/${collection}/images`, {
    headers: sameOriginHeaders(page),
    multipart: { image: { name, mimeType: 'image/png', buffer } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; url: string; thumb: { url: string }; display: { url: string } };
}

/** A folder and a configured gallery in it, made through the API; returns the collection name. */
export async function apiConfiguredGallery(page: Page, folderName: string, displayTitle: string, galleryId: string): Promise<string> {
  const folder = await page.request.post('/api/gallery-folders', { headers: sameOriginHeaders(page), data: { name: folderName } });
  expect(folder.status()).toBe(201);
  const folderId = ((await folder.json()) as { id: string }).id;
  const config = await page.request.post('/api/gallery-configs', { headers: sameOriginHeaders(page), data: { displayTitle, galleryId, folderId } });
  expect(config.status()).toBe(201);
  return ((await config.json()) as { collectionName: string }).collectionName;
}

export async function galleryFilenames(page: Page, collection: string): Promise<string[]> {
  const response = await page.request.get(`/api/galleries/${collection}`);
  return ((await response.json()) as { images: { filename: string }[] }).images.map((image) => image.filename);
}

/** Pro Galleries → the folder → the gallery. */
export async function openConfiguredGallery(page: Page, folderName: string, displayTitle: string): Promise<void> {
  await openView(page, 'Pro Galleries');
  await page.getByRole('button', { name: new RegExp(`^${folderName}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${displayTitle}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: displayTitle })).toBeVisible();
}

