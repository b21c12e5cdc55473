import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are slash-separated paths such
 * as `profile_images/{uid}/{timestamp}_{name}`; they never reach the browser as
 * file paths, only through routes that check access first.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

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
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(`${temp}${CONTENT_TYPE_SUFFIX}`, contentType);
      await writeFile(temp, body);
      await rename(`${temp}${CONTENT_TYPE_SUFFIX}`, `${target}${CONTENT_TYPE_SUFFIX}`);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(`${temp}${CONTENT_TYPE_SUFFIX}`, { force: true });
      throw error;
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

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}${CONTENT_TYPE_SUFFIX}`, { force: true });
  }
}
