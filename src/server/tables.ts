/** Every table of every feature, for drizzle-kit (npm run db:generate). */
export * from './features/content/content.table.js';
export * from './features/auth/auth.table.js';
export * from './live/live-events.table.js';
export * from './live/live-streams.table.js';
export * from './features/chat/chat.table.js';
export * from './features/notifications/notifications.table.js';
export * from './features/subscription/subscription.table.js';
export * from './features/gallery/gallery.table.js';
export * from './features/downloads/downloads.table.js';
export * from './features/updates/updates.table.js';
export * from './features/affiliate-links/affiliate-links.table.js';
export * from './features/analytics/analytics.table.js';
export * from './features/custom-orders/custom-orders.table.js';
export * from './plugins/rate-limit.table.js';
export * from './features/media/media.table.js';
export * from './features/leaks/leaks.table.js';
export * from './features/media-files/media-files.table.js';
