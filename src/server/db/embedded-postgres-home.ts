import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { canReach, handOver, type PostgresBinaries, type UserIds } from './embedded-postgres-binaries.js';

/**
 * A site started by root runs its embedded PostgreSQL as the `postgres` user,
 * which cannot pass through a private folder such as /root (mode 0700), the
 * usual place of a first install on a rented server. What that user must
 * reach is then kept here instead: a copy of the binaries (per package
 * version) and the cluster, which DATA_DIR/postgres points to by a symbolic
 * link, so backups and the admin commands find it where they always did.
 */
export const SERVICE_HOME = '/var/lib/creator-site';

function serviceFolder(...parts: string[]): string {
  mkdirSync(SERVICE_HOME, { recursive: true });
  chmodSync(SERVICE_HOME, 0o755);
  const dir = path.join(SERVICE_HOME, ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The binaries as given when the service user can run them; otherwise a copy it can run, made once per version. */
export async function reachableBinaries(binaries: PostgresBinaries, ids: UserIds | null): Promise<PostgresBinaries> {
  if (!ids || (await canReach(binaries.postgres, ids))) return binaries;
  // The package's `native` folder: bin, lib and share, found by the binaries relative to themselves.
  const native = path.dirname(path.dirname(binaries.postgres));
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(serviceFolder('binaries'), `postgres-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    // Copied aside and renamed into place: a start interrupted mid-copy never leaves half the binaries.
    const partial = `${copy}.copying-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, copy);
    } catch (error) {
      // Another instance finished the same copy first.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
    }
  }
  const moved = (file: string) => path.join(copy, path.relative(native, file));
  return { initdb: moved(binaries.initdb), postgres: moved(binaries.postgres) };
}

/**
 * The real folder of the cluster. When the service user cannot pass through
 * the folder holding `clusterDir`, the cluster lives in the service home and
 * `clusterDir` becomes a link to it (created on the first start).
 */
export async function placeCluster(clusterDir: string, ids: UserIds | null): Promise<string> {
  const parent = path.dirname(clusterDir);
  if (!ids) return clusterDir;
  mkdirSync(parent, { recursive: true });
  // Search permission (not listing) on DATA_DIR itself is enough when its own parents are open.
  const mode = statSync(parent).mode;
  if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
  if (await canReach(parent, ids)) return clusterDir;
  if (existsSync(clusterDir)) {
    if (lstatSync(clusterDir).isSymbolicLink()) return realpathSync(clusterDir);
    throw new Error(
      `The embedded PostgreSQL runs as the user "postgres" (PostgreSQL refuses root), which cannot reach ${parent}, and ${clusterDir} is a folder there: move it, or run the site as another user`,
    );
  }
  const home = serviceFolder('clusters', createHash('sha256').update(path.resolve(clusterDir)).digest('hex').slice(0, 16));
  chmodSync(home, 0o700);
  handOver(home, ids);
  const real = path.join(home, 'postgres');
  symlinkSync(real, clusterDir);
  return real;
}
