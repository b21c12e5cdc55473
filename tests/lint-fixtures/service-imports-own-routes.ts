// Linted as src/server/features/chat/: a service reaching up into its own feature's routes.
import { chatRoutes } from './chat.routes.js';

export const routes = chatRoutes;
