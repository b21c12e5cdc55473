import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppError } from '../errors.js';
import { insufficientStorage, unavailable } from '../errors.js';

/**
 * Where uploaded and generated files live. Keys are slash-separated paths such
 * as `profile_images/{uid}/{timestamp}_{name}`; they never reach the browser as
 * file paths, only through routes that check access first.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups read the whole store through this). */
  list(): AsyncIterable<string>;
  /**
   * A URL from which anyone holding it can GET the object for `expiresInSeconds`
   * (whole seconds, clamped to 1 s – 7 days), without this server: on object
   * storage a presigned GET URL, made locally without asking the service and
   * without checking that the object exists. `undefined` on local disk, where
   * there is no such URL and the server sends the bytes itself. Call it only
   * after the access check: the URL itself checks nothing.
   */
  presignedGetUrl(key: string, expiresInSeconds: number): Promise<string | undefined>;
  /** Lets go of open connections at shutdown. */
  close(): void;
}

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * The store could not be reached or refused us: 503 for the user, who can try
 * again later; what went wrong (and where the store is) stays in the server log.
 */
export function storageUnavailable(cause: unknown): AppError {
  const error = unavailable('storage_unavailable', 'File storage cannot be reached right now. Please try again in a few minutes.');
  error.cause = cause;
  return error;
}

/**
 * The disk under DATA_DIR/files has no room (or the account's quota is spent):
 * 507, and nothing of the upload is kept. Trying again will not help until
 * someone frees space, so the message says who can.
 */
export function storageFull(cause: unknown): AppError {
  const error = insufficientStorage('storage_full', 'The server has no room left for files, so nothing was saved. Please ask the site owner to free some disk space.');
  error.cause = cause;
  return error;
}

/** Out of space, or out of quota: the two ways a local write finds the disk full. */
const isDiskFull = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** A storage key segment made from a user's file name: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80);
  return cleaned || fallback;
}

const CONTENT_TYPE_SUFFIX = '.content-type';
/** What `put` names a file while it is being written: `<key>.<12 hex>.tmp`, and its content type beside it. */
const TEMPORARY_FILE = /\.[0-9a-f]{12}\.tmp(\.content-type)?$/;

/**
 * Local disk under DATA_DIR/files, outside any static folder. Writes go to a
 * temporary file first and are renamed into place, so a reader never sees half
 * a file and a failed write leaves nothing behind.
 */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${temp}${CONTENT_TYPE_SUFFIX}`, contentType);
      await writeFile(temp, body);
      await rename(`${temp}${CONTENT_TYPE_SUFFIX}`, `${target}${CONTENT_TYPE_SUFFIX}`);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(`${temp}${CONTENT_TYPE_SUFFIX}`, { force: true });
      throw isDiskFull(error) ? storageFull(error) : error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      const contentType = await readFile(`${file}${CONTENT_TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream');
      return { body: createReadStream(file), size: info.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /**
   * Removes temporary files a crashed write left behind, when last touched
   * before `olderThan` (a write still under way elsewhere is younger). Returns how many.
   */
  async sweepTemporaryFiles(olderThan: Date): Promise<number> {
    const names = await readdir(this.root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    let removed = 0;
    for (const name of names.filter((n) => TEMPORARY_FILE.test(n))) {
      const file = path.join(this.root, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && info.mtime < olderThan) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}${CONTENT_TYPE_SUFFIX}`, { force: true });
  }

  /** Local files have no URL of their own: the server streams them. */
  async presignedGetUrl(key: string): Promise<string | undefined> {
    assertSafeKey(key);
    return undefined;
  }

  close(): void {}

  /** Stored files only: content-type companions and unfinished writes (`*.tmp`) are not objects. */
  async *list(): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const key = entry.split(path.sep).join('/');
      if (key.endsWith(CONTENT_TYPE_SUFFIX) || /\.[0-9a-f]{12}\.tmp$/.test(key)) continue;
      if ((await stat(path.join(this.root, entry))).isFile()) yield key;
    }
  }
}
