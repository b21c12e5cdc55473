/**
 * `npm run bench -- live`: 2,000 event streams opening in one burst on the built
 * site (production-site.ts), from another process (live.worker.ts), 10 tabs
 * each for 200 members (the per-member limit). While they open, the owner
 * saves the Site content screen every 100 ms (an event for every signed-in tab);
 * then, once settled, 20 more saves 250 ms apart. Printed: streams opened, the
 * time from opening to the first event (p50, p99), publish → receive (p50, p99)
 * over every stream and settled event, and how many deliveries were lost.
 * Goals (issue 26): first event p99 ≤ 1 s, publish → receive p99 ≤ 100 ms, 0 lost.
 * BENCH_LIVE_STREAMS chooses another number of streams.
 */
import { inChild } from './load.js';
import { call, load, OWNER_EMAIL, signIn, signInMany, startProductionSite, type Visitor } from './production-site.js';

export interface LivePlan {
  url: string;
  owner: Record<string, string>;
  content: Record<string, unknown>;
  streams: Record<string, string>[];
  burstEvents: number;
  burstEveryMs: number;
  settledEvents: number;
  settledEveryMs: number;
}

export interface LiveResult {
  opened: number;
  failed: number;
  /** Opening to the stream's response headers. */
  answered: { p50: number; p99: number };
  /** Opening of the first stream to the end of the first publish request. */
  firstPublished: number;
  firstEvent: { p50: number; p99: number; missing: number };
  settled: { p50: number; p99: number; received: number; lost: number };
}

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 2000);
const TABS_PER_MEMBER = 10;
const out = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${Math.round(value)} ms`;

export async function benchLive(): Promise<void> {
  const site = await startProductionSite();
  try {
    const owner = await signIn(site, OWNER_EMAIL, '10.250.0.1');
    const members: Visitor[] = await signInMany(site, 'live-member-', Math.ceil(STREAMS / TABS_PER_MEMBER), 1000);
    const content = await call<Record<string, unknown>>(site, owner, '/api/admin/site-content');
    const streams = Array.from({ length: STREAMS }, (_, i) => members[i % members.length]!.headers);
    out(`\nLive events: ${STREAMS} streams opening in one burst (${members.length} members × ${TABS_PER_MEMBER} tabs), ${site.databaseName} (${load()})`);
    const plan: LivePlan = { url: site.url, owner: owner.headers, content, streams, burstEvents: 30, burstEveryMs: 100, settledEvents: 20, settledEveryMs: 250 };
    const result = await inChild<LiveResult>('./live.worker.ts', plan);
    const failed = result.failed > 0 || result.firstEvent.missing > 0 || result.settled.lost > 0;
    out(`  streams opened: ${result.opened} of ${STREAMS}${result.failed > 0 ? ` (${result.failed} FAILED)` : ''}`);
    out(`  stream answered: p50 ${ms(result.answered.p50)}, p99 ${ms(result.answered.p99)}; the first publish took ${ms(result.firstPublished)} to return`);
    out(`  first event after opening: p50 ${ms(result.firstEvent.p50)}, p99 ${ms(result.firstEvent.p99)} (goal p99 ≤ 1000 ms)${result.firstEvent.missing > 0 ? `; ${result.firstEvent.missing} streams got none` : ''}`);
    out(`  publish → receive, settled: p50 ${ms(result.settled.p50)}, p99 ${ms(result.settled.p99)} (goal p99 ≤ 100 ms) over ${result.settled.received} deliveries; lost ${result.settled.lost}`);
    if (failed) out('  FAILED RUN: streams refused or deliveries lost');
    out(`  (${load()})`);
  } finally {
    await site.stop();
  }
}
