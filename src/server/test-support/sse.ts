import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { LIVE_PATHS } from '../../shared/live-events.js';

export interface SseMessage {
  id: string | undefined;
  data: string;
}

export interface SseStream {
  status: number;
  /** The next message, or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** Resolves true if no message arrives within `ms`. */
  quietFor(ms: number): Promise<boolean>;
  /** Resolves true once the server ends the stream, false if it is still open after `timeoutMs`. */
  endedWithin(timeoutMs: number): Promise<boolean>;
  close(): void;
}

/** Opens a Server-Sent Events stream over real HTTP and parses its messages. */
export function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const messages: SseMessage[] = [];
      const waiters: ((message: SseMessage) => void)[] = [];
      let buffer = '';
      const ended = new Promise<true>((resolveEnded) => {
        response.on('end', () => resolveEnded(true));
        response.on('close', () => resolveEnded(true));
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          if (!data) continue;
          const message = { id: lines.find((l) => l.startsWith('id: '))?.slice(4), data };
          const waiter = waiters.shift();
          if (waiter) waiter(message);
          else messages.push(message);
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        next: (timeoutMs = 5000) =>
          new Promise((resolveNext, rejectNext) => {
            const queued = messages.shift();
            if (queued) return resolveNext(queued);
            const timer = setTimeout(() => rejectNext(new Error('no live event arrived in time')), timeoutMs);
            waiters.push((message) => {
              clearTimeout(timer);
              resolveNext(message);
            });
          }),
        quietFor: (ms) =>
          new Promise((resolveQuiet) => {
            if (messages.length > 0) return resolveQuiet(false);
            const timer = setTimeout(() => {
              waiters.splice(waiters.indexOf(onMessage), 1);
              resolveQuiet(true);
            }, ms);
            const onMessage = (message: SseMessage) => {
              clearTimeout(timer);
              messages.unshift(message);
              resolveQuiet(false);
            };
            waiters.push(onMessage);
          }),
        endedWithin: (timeoutMs) =>
          Promise.race([ended, new Promise<false>((resolveOpen) => setTimeout(() => resolveOpen(false), timeoutMs).unref())]),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** Starts `app` on a free local port over real HTTP (event streams need a socket); returns its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A live event as a tab receives it: its type and data. */
export const parseEvent = (message: SseMessage) => JSON.parse(message.data) as { type: string; data: Record<string, unknown> };

/** Long enough for the server to register a new stream before anything is published to it. */
const STREAM_REGISTERED_MS = 200;
export const streamRegistered = () => new Promise((resolve) => setTimeout(resolve, STREAM_REGISTERED_MS));

/**
 * Opens the event streams of one test file's tabs at `base()`, each registered with the server
 * before it returns; `closeAll` ends the ones still open (call it before closing the app).
 */
export function tabOpener(base: () => string) {
  const streams: SseStream[] = [];
  return {
    async open(who: { cookie: string }, extra: Record<string, string> = {}): Promise<SseStream> {
      const stream = await openSse(`${base()}${LIVE_PATHS.events}`, { cookie: who.cookie, ...extra });
      streams.push(stream);
      await streamRegistered();
      return stream;
    },
    closeAll: () => streams.splice(0).forEach((stream) => stream.close()),
  };
}
