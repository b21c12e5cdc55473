import type { FastifyInstance } from 'fastify';
import type { LocalDiskStorage } from '../integrations/storage.js';

const HOUR_MS = 60 * 60 * 1000;
/** A write takes seconds; a temporary file this old was left by a crash. */
export const ORPHANED_AFTER_MS = 10 * 60 * 1000;

/**
 * Sweeps temporary upload files left by a crash mid-write: once at start and
 * hourly. Safe on every instance at once: removing a removed file is a no-op.
 */
export function registerTemporaryFileSweep(app: FastifyInstance, storage: LocalDiskStorage): void {
  const sweep = async () => {
    const removed = await storage.sweepTemporaryFiles(new Date(Date.now() - ORPHANED_AFTER_MS));
    if (removed > 0) app.log.info({ removed }, 'removed temporary upload files left by a crash');
  };
  const run = () => void sweep().catch((err: unknown) => app.log.warn({ err }, 'sweeping temporary upload files failed'));
  const hourly = setInterval(run, HOUR_MS);
  hourly.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => clearInterval(hourly));
}
