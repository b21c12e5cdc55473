import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.js';

const SECRET_FILE = 'session-secret';

/**
 * The secret that signs cookies. SESSION_SECRET when given (required in
 * production); in embedded mode one is generated at first start and kept in
 * DATA_DIR, readable by the owner only, so restarts do not sign everyone out.
 */
export function resolveSessionSecret(config: Pick<AppConfig, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two instances starting together keep one secret.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to have a new one made`);
  return secret;
}
