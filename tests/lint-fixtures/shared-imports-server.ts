// Linted as src/shared/: shared code is isomorphic and imports nothing else of ours.
import { notFound } from '../server/errors.js';

export const missing = notFound;
