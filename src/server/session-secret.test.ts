import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './session-secret.js';

describe('session secret', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-test-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses SESSION_SECRET when it is set and writes nothing', () => {
    const dataDir = freshDir();
    expect(resolveSessionSecret({ sessionSecret: 'x'.repeat(32), dataDir })).toBe('x'.repeat(32));
    expect(() => statSync(path.join(dataDir, 'session-secret'))).toThrow();
  });

  it('generates one in DATA_DIR in embedded mode, readable by the owner only, and keeps it', () => {
    const dataDir = freshDir();
    const first = resolveSessionSecret({ sessionSecret: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = statSync(path.join(dataDir, 'session-secret'));
    if (process.platform !== 'win32') expect(file.mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ sessionSecret: undefined, dataDir })).toBe(first);
  });
});
