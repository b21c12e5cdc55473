import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiClient } from '../../integrations/ai.js';
import { type SignedIn, sameOriginHeaders } from '../../test-support/sign-in.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { signInBasic } from '../../test-support/people.js';
import { DEFAULT_RATE_LIMITS } from '../../config-rate-limits.js';

interface FakeAi {
  url: string;
  requests: { auth: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[];
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

/** A small OpenAI-compatible chat-completions server that streams "Hello, " + "world". */
async function startFakeAi(): Promise<FakeAi> {
  const state: FakeAi = { url: '', requests: [], mode: 'ok', close: async () => undefined };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      state.requests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      if (state.mode === 'hang') return;
      if (state.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'internal secret detail', type: 'server_error' } }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of ['Hello, ', 'world']) {
        const chunk = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return state;
}

const chunks = (body: string) => body.trim().split('\n').map((line) => JSON.parse(line));

describe('AI chat', () => {
  let ai: FakeAi;
  let app: FastifyInstance;
  let ada: SignedIn;
  const ask = (who: SignedIn, userprompt: unknown) => app.inject({ method: 'POST', url: '/api/ai-chat', headers: who.headers, payload: { userprompt } });

  beforeAll(async () => {
    ai = await startFakeAi();
    app = await createTestApp(
      testConfig({ AI_BASE_URL: ai.url, AI_API_KEY: 'test-key', AI_MODEL: 'tiny-model' }),
    );
    ada = await signInBasic(app, 'ada@example.com');
  });
  afterAll(async () => {
    await app.close();
    await ai.close();
  });

  it('refuses signed-out visitors (401)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/ai-chat', headers: sameOriginHeaders(app), payload: { userprompt: 'hi' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty or blank prompt (400) without calling the AI', async () => {
    const before = ai.requests.length;
    for (const prompt of ['', '   ', undefined]) {
      const res = await ask(ada, prompt);
      expect(res.statusCode).toBe(400);
    }
    expect(ai.requests.length).toBe(before);
  });

  it('streams the reply of the configured endpoint, with the trimmed prompt, model and key', async () => {
    const res = await ask(ada, '  What is a pixel?  ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(chunks(res.body)).toEqual([{ type: 'delta', text: 'Hello, ' }, { type: 'delta', text: 'world' }, { type: 'done' }]);
    const last = ai.requests.at(-1)!;
    expect(last.auth).toBe('Bearer test-key');
    expect(last.body.model).toBe('tiny-model');
    expect(last.body.stream).toBe(true);
    expect(last.body.messages.at(-1)).toEqual({ role: 'user', content: 'What is a pixel?' });
  });

  it('ends with an error chunk, without the provider’s internals, when the AI fails', async () => {
    ai.mode = 'fail';
    try {
      const res = await ask(ada, 'hello');
      const last = chunks(res.body).at(-1);
      expect(last.type).toBe('error');
      expect(last.message).toBe('The AI could not answer right now. Please try again later.');
      expect(res.body).not.toContain('internal secret detail');
    } finally {
      ai.mode = 'ok';
    }
  });

  it('gives up on an endpoint that does not answer within the timeout', async () => {
    ai.mode = 'hang';
    try {
      const client = createAiClient({ baseUrl: ai.url, apiKey: 'k', model: 'm' }, { timeoutMs: 200 });
      const started = Date.now();
      await expect(async () => {
        for await (const _ of client.streamReply('hi')) void _;
      }).rejects.toThrow(/timed out/i);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      ai.mode = 'ok';
    }
  });
});

describe('AI chat without configuration', () => {
  it('replies that AI chat is not configured, calling nothing', async () => {
    const app = await createTestApp();
    try {
      const ada = await signInBasic(app, 'ada@example.com');
      const res = await app.inject({ method: 'POST', url: '/api/ai-chat', headers: ada.headers, payload: { userprompt: 'hi' } });
      expect(res.statusCode).toBe(200);
      // Shown as an AI message 'Error: AI chat is not configured on this site.' (SPEC §8).
      expect(chunks(res.body)).toEqual([{ type: 'error', message: 'AI chat is not configured on this site.' }]);
    } finally {
      await app.close();
    }
  });
});

describe('AI chat rate limit', () => {
  it('allows each user a few prompts a minute, counted per user', async () => {
    const config = testConfig();
    const app = await createTestApp({ ...config, rateLimits: { ...DEFAULT_RATE_LIMITS, global: 1000 } });
    try {
      const ada = await signInBasic(app, 'ada@example.com');
      const bob = await signInBasic(app, 'bob@example.com');
      const ask = (who: SignedIn) => app.inject({ method: 'POST', url: '/api/ai-chat', headers: who.headers, payload: { userprompt: 'hi' } });
      for (let i = 0; i < 10; i += 1) expect((await ask(ada)).statusCode).toBe(200);
      const limited = await ask(ada);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
      expect((await ask(bob)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
