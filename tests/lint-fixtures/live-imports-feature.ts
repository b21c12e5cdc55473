// Linted as src/server/live/: the live channel never imports a feature.
import { toCurrentUser } from '../features/auth/auth.service.js';

export const view = toCurrentUser;
