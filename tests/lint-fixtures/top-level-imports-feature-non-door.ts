// Linted as src/server/app.ts: a top-level server file using a feature's private service, not its door.
import { startSession } from './features/auth/session.service.js';

export const start = startSession;
