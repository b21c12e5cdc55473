// Linted as src/server/signed-in-page.ts: a top-level server file reading a feature's repo directly.
import { listImagePage } from './features/gallery/gallery.repo.js';

export const list = listImagePage;
