// Linted as src/client/lib/: the client never imports server code.
import { notFound } from '../../server/errors.js';

export const missing = notFound;
