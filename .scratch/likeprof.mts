import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
// @ts-expect-error no types
import autocannon from 'autocannon';
import sharp from 'sharp';
import { configureGallery, upload } from '../src/server/test-support/gallery.js';
import { signInOwner, signInPro, type Person } from '../src/server/test-support/people.js';
import { createBenchApp } from '../bench/bench-app.js';

const app = await createBenchApp();
const owner = await signInOwner(app);
const collection = await configureGallery(app, owner, 'bench');
const tiny = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a3' } }).png().toBuffer();
const ids: string[] = [];
for (let i = 0; i < 200; i += 1) ids.push((await upload(app, owner, collection, tiny, `${i}.png`, 'image/png')).json().id);
const likers: Person[] = [];
for (let i = 0; i < 100; i += 10) likers.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => signInPro(app, `liker${i + j}@example.com`)))));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const s = new Session(); s.connect();
const prof = process.env.PROF === '1';
if (prof) { await s.post('Profiler.enable'); await s.post('Profiler.start'); }
import pg from 'pg';
const c = new pg.Client({connectionString:'postgres://postgres@127.0.0.1:5432/test'}); await c.connect();
const stat = async () => Number((await c.query("select xact_commit from pg_stat_database where datname='test'")).rows[0].xact_commit);
const x0 = await stat();
const pgTicks = () => { let t = 0; for (const d of fs.readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; try { const st = fs.readFileSync(`/proc/${d}/stat`, 'utf8'); if (!st.includes('(postgres)')) continue; const f = st.slice(st.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]); } catch {} } return t * 10; };
const pg0 = pgTicks(); const cpu0 = process.cpuUsage();
let next = 0;
const t0 = Date.now();
const r = await autocannon({ url: base, connections: 100, amount: 4000, requests: [{ method: 'POST', setupRequest: (req: any) => { const i = next++; const who = likers[i % 100]!; return { ...req, headers: who.headers, path: `/api/galleries/${collection}/images/${ids[(i * 7 + Math.floor(i / 100)) % ids.length]}/like` }; } }] });
const cu = process.cpuUsage(cpu0); console.log('node cpu ms/toggle', ((cu.user + cu.system) / 1000 / 4000).toFixed(3), 'pg cpu ms/toggle', ((pgTicks() - pg0) / 4000).toFixed(3));
console.log('transactions per toggle', ((await stat()) - x0) / 4000);
console.log(JSON.stringify(r.statusCodeStats)); console.log('toggles/s', (4000 / ((Date.now() - t0) / 1000)).toFixed(0), 'p50', r.latency.p50, 'non2xx', r.non2xx);
if (prof) { const { profile } = await s.post('Profiler.stop'); fs.mkdirSync('/tmp/prof', { recursive: true }); fs.writeFileSync('/tmp/prof/start.cpuprofile', JSON.stringify(profile)); }
await app.close();
process.exit(0);
