// Linted as src/server/features/chat/: another feature's job is reached through its module only.
import { notificationWorkerJob } from '../notifications/notification-worker.job.js';

export const job = notificationWorkerJob;
