// Linted as src/server/integrations/: outside systems never import a feature, not even its service.
import { findCurrentUser } from '../features/auth/auth.service.js';

export const lookUp = findCurrentUser;
