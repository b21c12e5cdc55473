/** Every table of every feature, for drizzle-kit and the typed query builder. */
export * from '../features/content/content.table.js';
