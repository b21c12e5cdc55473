import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../project-root.js';

describe('committed migrations', () => {
  const folder = path.join(findProjectRoot(), 'drizzle');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));

  // drizzle-kit writes REFERENCES "public"."x"; the app may run in another schema
  // (the PostgreSQL test suite gives every app its own), so references stay unqualified.
  it('finds the committed migrations (else the check below would run on nothing)', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s names no schema', (name) => {
    expect(readFileSync(path.join(folder, name), 'utf8')).not.toMatch(/"public"\./);
  });
});
