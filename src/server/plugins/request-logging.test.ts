import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test-support/test-app.js';
import { loggerOptions, registerRequestLogging } from './request-logging.js';

function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('request logging', () => {
  it('writes one line per request with status and duration, secrets redacted', async () => {
    const { lines, stream } = captureLogs();
    const { transport: _pretty, ...options } = { ...loggerOptions(testConfig({ LOG_LEVEL: 'info' })), transport: undefined };
    const app = Fastify({ logger: { ...options, stream }, disableRequestLogging: true });
    registerRequestLogging(app);
    app.get('/api/thing', async (request) => {
      request.log.info({ req: { headers: request.headers }, body: { password: 'hunter2', token: 'tok_123' } }, 'detail');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/api/thing?secret=1',
      headers: { cookie: 'sid=abcdef', authorization: 'Bearer xyz' },
    });
    await app.close();

    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/api/thing', status: 200, ms: expect.any(Number) });

    const text = JSON.stringify(lines);
    expect(text).not.toContain('abcdef');
    expect(text).not.toContain('Bearer xyz');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('tok_123');
    expect(text).toContain('[redacted]');
  });
});
