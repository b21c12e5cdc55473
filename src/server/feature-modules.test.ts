import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from './app.js';

/**
 * app.ts's list is the whole server: every feature folder has its front door
 * there, and every background job of a feature is started by its module (a
 * job file nobody installs would silently never run).
 */

const FEATURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features');
const featureFolders = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the feature modules of app.ts', () => {
  it('hold one module per feature folder, named after it', () => {
    expect(featureFolders.length).toBeGreaterThan(10);
    expect(FEATURE_MODULES.map((module) => module.name).sort()).toEqual(featureFolders);
  });

  it('install every job file of a feature through its module', () => {
    const jobFiles = featureFolders.flatMap((folder) =>
      readdirSync(path.join(FEATURES_DIR, folder))
        .filter((name) => name.endsWith('.job.ts'))
        .map((name) => ({ folder, name })),
    );
    expect(jobFiles.length).toBeGreaterThan(5);
    const notInstalled = jobFiles.filter(({ folder, name }) => {
      const moduleSource = readFileSync(path.join(FEATURES_DIR, folder, `${folder}.module.ts`), 'utf8');
      return !moduleSource.includes(`'./${name.replace(/\.ts$/, '.js')}'`);
    });
    expect(notInstalled).toEqual([]);
  });
});
