// Linted as src/client/features/chat/: features do not import app/, which composes them.
import { DASHBOARD_VIEWS } from '../../app/dashboard-registry';

export const views = DASHBOARD_VIEWS;
