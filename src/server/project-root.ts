import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json. The server runs both from src/ (tests, dev)
 * and from dist/node/ (start), so files such as migrations are found from here.
 */
export function findProjectRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The version in package.json: what the API description and backups record. */
export function appVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(findProjectRoot(), 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}
