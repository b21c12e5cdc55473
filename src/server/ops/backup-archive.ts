import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import * as tar from 'tar';
import { z } from 'zod';
import { assertSafeKey } from '../integrations/storage.js';
import { DEFAULT_ARCHIVE_LIMITS, RestoreRefused, type ArchiveLimits, type BackupManifest } from './backup-format.js';

/**
 * Writing and reading backup archives. Writing: tar, gzip, then (with a
 * passphrase) age, into a file created with mode 0600. Reading streams the
 * archive once, checking every entry's size from its header against the
 * manifest and the limits before its first byte is read, counting what gzip
 * unpacks, and hashing files and counting rows on the way; nothing but the
 * manifest is held in memory.
 */

const AGE_MAGIC = 'age-encryption.org/';
const MiB = 1024 * 1024;
const sizeOf = (bytes: number) => (bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${bytes} bytes`);

type WebBytes = WebReadableStream<Uint8Array>;
const toWeb = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as WebBytes);

/** Packs `staging` (manifest.json, db/, files/) into `file`: created 0600 under a temporary name, renamed when complete. */
export async function writeArchive(staging: string, file: string, passphrase: string | undefined): Promise<void> {
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  const packed = Readable.from(tar.create({ gzip: true, portable: true, cwd: staging }, ['manifest.json', 'db', 'files']));
  let body: Readable = packed;
  if (passphrase) {
    const encrypter = new Encrypter();
    encrypter.setPassphrase(passphrase);
    body = fromWeb(await encrypter.encrypt(toWeb(packed)));
  }
  // The mode is given at creation, so the archive is never readable by others, not even for a moment.
  await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  await rename(partial, file);
}

/** The archive's bytes as gzip: decrypted when it is age-encrypted. */
async function openArchive(file: string, passphrase: string | undefined): Promise<Readable> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefused(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`);
  });
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(AGE_MAGIC.length), 0, AGE_MAGIC.length, 0).finally(() => handle.close());
  const head = buffer.subarray(0, bytesRead);
  if (head.toString('latin1') === AGE_MAGIC) {
    if (!passphrase) throw new RestoreRefused('This archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.');
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    try {
      return fromWeb(await decrypter.decrypt(toWeb(createReadStream(file))));
    } catch {
      throw new RestoreRefused('BACKUP_PASSPHRASE does not open this archive: it was made with another passphrase, or its header is damaged.');
    }
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return createReadStream(file);
  throw new RestoreRefused(`${file} is not a backup archive (neither gzip nor age-encrypted).`);
}

const ManifestSchema = z.object({
  format: z.number(),
  appVersion: z.string(),
  createdAt: z.string(),
  engine: z.enum(['embedded', 'postgres']),
  migrations: z.array(z.string()),
  lastMigration: z.string().nullable(),
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0), bytes: z.number().int().min(0).optional() })),
  files: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256: z.string(), contentType: z.string() })),
});

export interface ReadOptions {
  passphrase?: string;
  limits?: Partial<ArchiveLimits>;
  /** Unpack into this folder; without it the archive is only read and checked. */
  into?: string;
  /** Called once an entry has passed its checks, before its first byte is read (awaited). */
  onEntry?: (name: string, unpackedBytes: number) => void | Promise<void>;
}

/** What an entry turned out to hold, compared with the manifest once the archive has been read. */
interface Seen {
  rows: number;
  sha256: string;
}

/** Reads the whole archive, refusing as soon as it breaks a limit, then checks it against its manifest. */
export async function readArchive(file: string, options: ReadOptions = {}): Promise<BackupManifest> {
  const limits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  const source = await openArchive(file, options.passphrase);
  let manifest: BackupManifest | undefined;
  let files = new Map<string, BackupManifest['files'][number]>();
  const seen = new Map<string, Seen>();
  let declaredTotal = 0;
  let unpacked = 0;
  let failure: unknown;
  const parser = new tar.Parser({ strict: true });
  const fail = (error: unknown) => {
    failure ??= error;
    source.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  let entries: Promise<void> = Promise.resolve();

  const readEntry = async (entry: tar.ReadEntry): Promise<void> => {
    const name = entry.path;
    if (entry.type === 'Directory') return void entry.resume();
    if (entry.type !== 'File' && entry.type !== 'OldFile') throw new RestoreRefused(`The archive holds ${name}, which is not a plain file.`);
    if (seen.has(name)) throw new RestoreRefused(`The archive holds ${name} twice.`);
    declaredTotal += entry.size;
    if (declaredTotal > limits.totalBytes) throw new RestoreRefused(`The archive unpacks to more than ${sizeOf(limits.totalBytes)}; refused before reading ${name}.`);
    if (name === 'manifest.json') {
      if (entry.size > limits.manifestBytes) throw new RestoreRefused(`manifest.json is ${sizeOf(entry.size)}, more than ${sizeOf(limits.manifestBytes)}; refused before reading it.`);
      await options.onEntry?.(name, unpacked);
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      await new Promise<void>((resolve) => entry.on('end', resolve));
      const parsed = ManifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (!parsed.success) throw new RestoreRefused('manifest.json is not the manifest of a backup of this site.');
      manifest = parsed.data;
      files = new Map(manifest.files.map((f) => [f.key, f]));
      seen.set(name, { rows: 0, sha256: '' });
      return;
    }
    if (!manifest) throw new RestoreRefused('The archive does not start with manifest.json: it is not a backup of this site.');
    const table = /^db\/([a-z_][a-z0-9_]*)\.ndjson$/.exec(name)?.[1];
    let limit: number;
    if (table !== undefined) {
      const listed = manifest.tables.find((t) => t.name === table);
      if (!listed) throw new RestoreRefused(`The archive holds ${name}, which its manifest does not list.`);
      limit = listed.bytes ?? limits.entryBytes;
    } else if (name.startsWith('files/')) {
      const key = name.slice('files/'.length);
      assertSafeKey(key);
      const listed = files.get(key);
      if (!listed) throw new RestoreRefused(`The archive holds ${name}, which its manifest does not list.`);
      if (entry.size !== listed.size) throw new RestoreRefused(`${name} is ${sizeOf(entry.size)} in the archive, ${sizeOf(listed.size)} in its manifest; refused before reading it.`);
      limit = listed.size;
    } else {
      throw new RestoreRefused(`The archive holds ${name}, which is not part of a backup.`);
    }
    if (entry.size > Math.min(limit, limits.entryBytes)) {
      throw new RestoreRefused(`${name} is ${sizeOf(entry.size)}, more than ${sizeOf(Math.min(limit, limits.entryBytes))}; refused before reading it.`);
    }
    await options.onEntry?.(name, unpacked);
    seen.set(name, await consume(entry, table !== undefined ? limits.rowBytes : Infinity, options.into && path.join(options.into, name)));
  };

  parser.on('entry', (entry: tar.ReadEntry) => {
    entries = entries.then(() => (failure ? void entry.resume() : readEntry(entry))).catch((error: unknown) => {
      entry.resume();
      fail(error);
    });
  });
  parser.on('error', fail);
  parser.on('abort', fail);

  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      if (unpacked > limits.totalBytes) done(new RestoreRefused(`The archive unpacks to more than ${sizeOf(limits.totalBytes)}; refused there.`));
      else done(null, chunk);
    },
  });
  const intoParser = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (parser.write(chunk)) done();
      else parser.once('drain', () => done());
    },
    final(done) {
      parser.end();
      void entries.then(() => done());
    },
  });
  try {
    await pipeline(source, createGunzip(), count, intoParser);
    await entries;
  } catch (error) {
    fail(error);
  }
  if (failure instanceof RestoreRefused) throw failure;
  if (failure) throw new RestoreRefused(`The archive is damaged or cut short (${failure instanceof Error ? failure.message : String(failure)}).`);
  if (!manifest) throw new RestoreRefused('The archive holds no manifest.json: it is not a backup of this site.');
  return checkAgainstManifest(manifest, seen);
}

function checkAgainstManifest(manifest: BackupManifest, seen: Map<string, Seen>): BackupManifest {
  for (const table of manifest.tables) {
    const found = seen.get(`db/${table.name}.ndjson`);
    if (!found) throw new RestoreRefused(`The archive is incomplete: db/${table.name}.ndjson is missing.`);
    if (found.rows !== table.rows) throw new RestoreRefused(`The archive is damaged: ${table.name} holds ${found.rows} rows, its manifest says ${table.rows}.`);
  }
  for (const file of manifest.files) {
    const found = seen.get(`files/${file.key}`);
    if (!found) throw new RestoreRefused(`The archive is incomplete: ${file.key} is missing.`);
    if (found.sha256 !== file.sha256) throw new RestoreRefused(`The archive is damaged: ${file.key} does not match its checksum.`);
  }
  return manifest;
}

/** Streams one entry to `target` (or nowhere), hashing it and counting its lines; a line longer than `rowBytes` is refused. */
async function consume(entry: tar.ReadEntry, rowBytes: number, target: string | undefined): Promise<Seen> {
  const hash = createHash('sha256');
  let rows = 0;
  let line = 0;
  let out: WriteStream | undefined;
  if (target) {
    await mkdir(path.dirname(target), { recursive: true });
    out = createWriteStream(target, { flags: 'wx' });
  }
  await new Promise<void>((resolve, reject) => {
    entry.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      for (let start = 0; ; ) {
        const newline = chunk.indexOf(10, start);
        line += (newline === -1 ? chunk.length : newline) - start;
        if (line > rowBytes) return reject(new RestoreRefused(`${entry.path} has a row longer than ${sizeOf(rowBytes)}; refused there.`));
        if (newline === -1) break;
        rows += 1;
        line = 0;
        start = newline + 1;
      }
      if (out && !out.write(chunk)) {
        entry.pause();
        out.once('drain', () => entry.resume());
      }
    });
    entry.on('end', resolve);
    entry.on('error', reject);
  }).finally(() => out?.end());
  if (out) await finished(out);
  if (line > 0) rows += 1;
  return { rows, sha256: hash.digest('hex') };
}
