#!/usr/bin/env node
// `npm start`: builds only when a source, config or the lockfile changed since the
// last successful build (scripts/build-stamp.mjs), then runs the built server.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (isBuildCurrent(root)) {
  process.stdout.write('Build is up to date; starting.\n');
} else {
  process.stdout.write('Sources changed since the last build (or none yet); building first.\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(`${root}dist/node/server/main.js`).href);
