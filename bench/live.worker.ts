/**
 * The live-events load, run as a process of its own (live.bench.ts starts it):
 * opens every stream of the plan in one burst, and, from the same moment, has
 * the owner publish an event to every signed-in tab at a steady pace. Records
 * when each stream answered, when it got its first event, and for every event
 * how long after its publish request each stream received it. Prints the
 * result as JSON on the last line of stdout.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { LivePlan, LiveResult } from './live.bench.js';

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LivePlan;
const base = new URL(plan.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const now = () => performance.now();

interface StreamRecord {
  openedAt: number;
  status: number | null;
  answeredAt: number | null;
  firstEventAt: number | null;
  /** Receive time of each publish index. */
  received: Map<number, number>;
}

const streams: StreamRecord[] = [];
const requests: http.ClientRequest[] = [];
/** Publish index → when its request started; the event's payload carries no index, so events are told apart by their order. */
const published: number[] = [];

function openStream(headers: Record<string, string>): void {
  const record: StreamRecord = { openedAt: now(), status: null, answeredAt: null, firstEventAt: null, received: new Map() };
  streams.push(record);
  const request = http.get({ host: base.hostname, port: base.port, path: '/api/events', headers: { ...headers, accept: 'text/event-stream' }, agent }, (response) => {
    record.status = response.statusCode ?? 0;
    record.answeredAt = now();
    let buffer = '';
    let seen = 0;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('"content.updated"')) continue;
        const at = now();
        record.firstEventAt ??= at;
        // Events of one stream arrive in publish order: the n-th one this stream saw since it opened is matched below.
        record.received.set(seen, at);
        seen += 1;
      }
    });
  });
  request.on('error', () => (record.status ??= -1));
  requests.push(request);
}

/** The owner saves the Site content screen as it is: every signed-in tab hears `content.updated`. */
async function publish(index: number): Promise<void> {
  published[index] = now();
  const response = await fetch(new URL('/api/admin/site-content', plan.url), {
    method: 'PUT',
    headers: { ...plan.owner, 'content-type': 'application/json' },
    body: JSON.stringify(plan.content),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`publish ${index} answered ${response.status}`);
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The burst: every stream at once, and events from the same moment.
for (const headers of plan.streams) openStream(headers);
let index = 0;
for (; index < plan.burstEvents; index += 1) {
  await publish(index);
  await sleep(plan.burstEveryMs);
}
await sleep(2000);
// Settled: every stream is open; each event's latency counts for every stream.
const settledFrom = index;
const baseline = streams.map((stream) => stream.received.size);
for (; index < settledFrom + plan.settledEvents; index += 1) {
  await publish(index);
  await sleep(plan.settledEveryMs);
}
await sleep(3000);
for (const request of requests) request.destroy();
agent.destroy();

const firstEvent = streams.filter((s) => s.firstEventAt !== null).map((s) => s.firstEventAt! - s.openedAt);
const settledLatencies: number[] = [];
let lost = 0;
streams.forEach((stream, n) => {
  for (let k = 0; k < plan.settledEvents; k += 1) {
    const at = stream.received.get(baseline[n]! + k);
    if (at === undefined) lost += 1;
    else settledLatencies.push(at - published[settledFrom + k]!);
  }
});
const answered = streams.filter((s) => s.answeredAt !== null).map((s) => s.answeredAt! - s.openedAt);
const result: LiveResult = {
  answered: { p50: percentile(answered, 50), p99: percentile(answered, 99) },
  firstPublished: (published[1] ?? NaN) - (streams[0]?.openedAt ?? NaN),
  opened: streams.filter((s) => s.status === 200).length,
  failed: streams.filter((s) => s.status !== 200).length,
  firstEvent: { p50: percentile(firstEvent, 50), p99: percentile(firstEvent, 99), missing: streams.length - firstEvent.length },
  settled: { p50: percentile(settledLatencies, 50), p99: percentile(settledLatencies, 99), received: settledLatencies.length, lost },
};
console.log(JSON.stringify(result));
