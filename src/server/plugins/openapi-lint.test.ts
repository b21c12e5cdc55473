import { BaseResolver, createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner } from '../test-support/people.js';
import { createTestApp } from '../test-support/test-app.js';
import { ADMIN_OPENAPI_PATH } from './openapi.js';

/** The document has no outside references; refusing them keeps the lint off the network whatever it holds. */
class LocalOnlyResolver extends BaseResolver {
  override async loadExternalRef(absoluteRef: string): Promise<never> {
    throw new Error(`The API document must not point outside itself: ${absoluteRef}`);
  }
}

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.ruleId} at ${problem.location.map((where) => where.pointer ?? '').join(', ')}: ${problem.message}`;

/** Redocly's recommended ruleset, which only warns of a missing operationId or 4xx answer: the site asks for both. */
async function lintErrors(document: unknown): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'], rules: { 'operation-operationId': 'error', 'operation-4xx-response': 'error' } });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config, externalRefResolver: new LocalOnlyResolver() });
  return problems.filter((problem) => problem.severity === 'error');
}

type Operation = { operationId?: string; summary?: string; security?: unknown; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the whole API document under Redocly’s recommended ruleset', () => {
  let app: FastifyInstance;
  let document: Document;
  beforeAll(async () => {
    app = await createTestApp();
    const owner = await signInOwner(app);
    const res = await app.inject({ url: ADMIN_OPENAPI_PATH, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    document = res.json<Document>();
  });
  afterAll(() => app.close());

  it('has no errors', async () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(70);
    const errors = (await lintErrors(document)).map(describeProblem);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('would report an operation without an id, a summary, a security or a 4xx answer', async () => {
    const broken = structuredClone(document);
    const operation = broken.paths['/api/site']!.get!;
    delete operation.operationId;
    delete operation.summary;
    delete operation.security;
    for (const status of Object.keys(operation.responses)) if (status.startsWith('4')) delete operation.responses[status];
    const rules = (await lintErrors(broken)).map((problem) => problem.ruleId);
    expect(rules.sort()).toEqual(['operation-4xx-response', 'operation-operationId', 'operation-summary', 'security-defined']);
  });
});
