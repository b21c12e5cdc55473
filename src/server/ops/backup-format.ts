/**
 * What a backup archive holds, the limits a reader keeps, and the one error a
 * restore or a check refuses with (the CLI prints its message as it is).
 *
 * An archive is a gzipped tar, optionally encrypted with age under a
 * passphrase: manifest.json first, then db/<table>.ndjson, then files/<key>.
 */

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  appVersion: string;
  createdAt: string;
  engine: 'embedded' | 'postgres';
  /** Applied migrations, oldest first; the last one is the schema the rows fit. */
  migrations: string[];
  lastMigration: string | null;
  /** Tables in the order their rows can be inserted, with their row counts (and, since encryption came, their size in bytes). */
  tables: { name: string; rows: number; bytes?: number }[];
  files: { key: string; size: number; sha256: string; contentType: string }[];
}

/**
 * Rows that belong to the running site rather than to its content: sessions
 * (everyone signs in again after a restore) and what hangs on them (passkey
 * checks), rate-limit counters, and sign-in codes and passkey challenges that
 * live minutes. They are left out of backups, and emptied by a restore.
 */
export const NOT_BACKED_UP = new Set([
  'sessions',
  'passkey_session_checks',
  'rate_limit_hits',
  'sign_in_codes',
  'passkey_challenges',
  // Credentials of other tools (the owner makes new keys after a restore) and their 30-day usage log.
  'api_keys',
  'api_key_usage',
]);

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** Ceilings checked while an archive streams, before any byte past them is kept. */
export interface ArchiveLimits {
  /** manifest.json is read into memory: it must stay small. */
  manifestBytes: number;
  /** Any one entry (a table's rows when the manifest does not give their size). */
  entryBytes: number;
  /** Everything the archive unpacks to. */
  totalBytes: number;
  /** One row of a table (one line of its ndjson). */
  rowBytes: number;
}

const MiB = 1024 * 1024;
export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  manifestBytes: 64 * MiB,
  entryBytes: 16 * 1024 * MiB,
  totalBytes: 256 * 1024 * MiB,
  rowBytes: 256 * MiB,
};

/** Where a restore stands, for progress on stderr (and for the tests that stop it at each of these points). */
export type RestoreStep = 'unpack' | 'verified' | 'stage-file' | 'load-rows' | 'check-rows' | 'commit' | 'committed' | 'remove-old-file' | 'done';
export type RestoreProgress = (step: RestoreStep, detail: string) => void | Promise<void>;
