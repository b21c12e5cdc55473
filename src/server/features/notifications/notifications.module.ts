import type { FeatureModule } from '../../feature-module.js';
import { notificationWorkerJob } from './notification-worker.job.js';

/** Queued e-mails; other features queue them through the service, this module only sends them. */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  jobs: (ctx, log) => [notificationWorkerJob(ctx, log)],
};
