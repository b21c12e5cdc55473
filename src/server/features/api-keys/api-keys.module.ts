import type { FeatureModule } from '../../feature-module.js';
import { registerApiKeyAuth } from './api-key-auth.http.js';
import { apiKeyUsagePruneJob } from './api-key-usage-prune.job.js';
import { apiKeysRoutes } from './api-keys.routes.js';

/** API keys for the Admin API: request hook: `Authorization: Bearer` keys (after auth's session hook). */
export const apiKeysModule: FeatureModule = {
  name: 'api-keys',
  requestHooks: registerApiKeyAuth,
  routes: apiKeysRoutes,
  jobs: (ctx, log) => [apiKeyUsagePruneJob(ctx, log)],
};
