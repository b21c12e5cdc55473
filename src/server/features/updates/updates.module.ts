import { DEFAULT_VIEW_NAME } from '../../../shared/first-view-data.js';
import { can } from '../../../shared/permissions.js';
import type { FeatureModule } from '../../feature-module.js';
import { updatesRoutes } from './updates.routes.js';
import { getUpdates } from './updates.service.js';

/** What's New; its list is the default dashboard view, carried in the page (first view). */
export const updatesModule: FeatureModule = {
  name: 'updates',
  routes: updatesRoutes,
  firstViews: [
    {
      serves: (view) => view === DEFAULT_VIEW_NAME,
      read: async (ctx, user) => (can(user, 'view_basic_content') ? { data: await getUpdates(ctx, user) } : null),
    },
  ],
};
