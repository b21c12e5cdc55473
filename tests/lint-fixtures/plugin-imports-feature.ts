// Linted as src/server/plugins/: infrastructure never imports a feature.
import { findUserById } from '../features/auth/auth.repo.js';

export const lookUp = findUserById;
