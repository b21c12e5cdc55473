import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../shared/api-paths.js';
import { createTestApp } from './test-support/test-app.js';

/**
 * The client fetches only paths from the shared `<FEATURE>_PATHS` objects, and the server registers
 * every one of them as it is: so a client fetcher and its server route cannot disagree.
 */

const sharedDir = fileURLToPath(new URL('../shared/', import.meta.url));
const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
const isClientTestCode = (file: string) => /\.test\.tsx?$|\.test-kit\.ts$|test-utils\.tsx$|test-setup\.ts$/.test(file);

function clientProductionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientProductionFiles(full);
    return /\.tsx?$/.test(entry.name) && !isClientTestCode(full) ? [full] : [];
  });
}
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

async function sharedPathObjects(): Promise<Map<string, Record<string, string>>> {
  const files = [
    ...readdirSync(path.join(sharedDir, 'features'))
      .filter((name) => name.endsWith('.schema.ts'))
      .map((name) => path.join(sharedDir, 'features', name)),
    path.join(sharedDir, 'live-events.ts'),
  ];
  const objects = new Map<string, Record<string, string>>();
  for (const file of files) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('_PATHS')) objects.set(name, value as Record<string, string>);
    }
  }
  return objects;
}

describe('shared API paths', () => {
  let app: FastifyInstance;
  let objects: Map<string, Record<string, string>>;
  beforeAll(async () => {
    app = await createTestApp();
    objects = await sharedPathObjects();
  });
  afterAll(() => app.close());

  it('are all plain route strings under /api/', () => {
    expect(objects.size).toBeGreaterThan(10);
    for (const [name, paths] of objects) {
      for (const [key, route] of Object.entries(paths)) {
        expect(typeof route, `${name}.${key}`).toBe('string');
        expect(route, `${name}.${key}`).toMatch(/^\/api\/[\w\-./:]*$/);
      }
    }
  });

  it('are every one registered by the server app', () => {
    const unregistered = [...objects].flatMap(([name, paths]) =>
      Object.entries(paths)
        .filter(([, url]) => !METHODS.some((method) => app.hasRoute({ method, url })))
        .map(([key, url]) => `${name}.${key} ${url}`),
    );
    expect(objects.size).toBeGreaterThan(10);
    expect(unregistered).toEqual([]);
  });

  it('name the same route on the server once filled in by the client', async () => {
    const res = await app.inject({ method: 'GET', url: apiPath('/api/galleries/:collection', { collection: 'gallery_unknown' }) });
    // Reached the gallery route (which asks for a session first), not the 404 of an unknown path.
    expect(res.statusCode).toBe(401);
  });

  it('are the only way client code names an API route (none typed out)', () => {
    const files = clientProductionFiles(clientDir);
    expect(files.length).toBeGreaterThan(20);
    const typedOut = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(clientDir, file)}:${index + 1}` }))
        .filter(({ line }) => /['"`]\/api\//.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(typedOut).toEqual([]);
  });
});
