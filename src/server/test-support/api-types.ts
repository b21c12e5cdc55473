import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { findProjectRoot } from '../project-root.js';

/**
 * The TypeScript types of the whole API document (Admin API included), for a typed client such as
 * openapi-fetch. Committed, so an integration can copy one file; `npm run api:types` writes it again
 * and a test fails while the committed file differs from what the routes say.
 */

const API_TYPES_FILE = path.join(findProjectRoot(), 'src/shared/api-types.ts');

const HEADER = '// The API document as TypeScript types, written by `npm run api:types`; do not edit by hand.\n\n';

/** From the app's own document (the same one an admin reads at /api/admin/openapi.json). */
export async function apiTypesSource(app: FastifyInstance): Promise<string> {
  const ast = await openapiTS(structuredClone(app.swagger()) as OpenAPI3, { silent: true });
  return HEADER + astToString(ast);
}

export const committedApiTypes = (): string => readFileSync(API_TYPES_FILE, 'utf8');

export function writeApiTypes(source: string): string {
  writeFileSync(API_TYPES_FILE, source);
  return API_TYPES_FILE;
}
