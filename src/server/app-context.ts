import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';

/** What feature routes are given: the configuration and the open database. */
export interface AppContext {
  config: AppConfig;
  database: Database;
}
