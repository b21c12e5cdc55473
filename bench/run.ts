/**
 * `npm run bench`: figures for one 24-megapixel upload through the image
 * pipeline (first, so its memory reading starts from a small process), then
 * for the gallery (listing and likes over HTTP with autocannon, on loopback).
 * It prints numbers; it never fails on a timing.
 */
import { benchGallery } from './gallery.bench.js';
import { benchUpload } from './upload.bench.js';

await benchUpload();
await benchGallery();
