import type { FeatureModule } from '../../feature-module.js';
import { leftoverFileSweepJob } from './media-files-sweep.job.js';

/** Stored files' bookkeeping shared by every feature that uploads: nothing left behind by a crash. */
export const mediaFilesModule: FeatureModule = {
  name: 'media-files',
  jobs: (ctx, log) => [leftoverFileSweepJob(ctx, log)],
};
