// Linted as src/server/features/chat/*.repo.ts: repos sit below services and routes.
import { sendMessage } from './chat.service.js';

export const send = sendMessage;
