import type { Db } from '../db/client.js';
import { countMembersByTier, readEmailQueue, type EmailQueueState, type MembersByTier } from './metrics.repo.js';

export type { EmailQueueState, MembersByTier } from './metrics.repo.js';

/** Site-wide figures for /metrics, read from the shared database at scrape time. */
export function membersByTier(db: Db): Promise<MembersByTier> {
  return countMembersByTier(db);
}

export function emailQueueState(db: Db): Promise<EmailQueueState> {
  return readEmailQueue(db);
}
