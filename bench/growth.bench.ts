/**
 * `npm run bench -- growth`: what each page costs as the site grows, on the built
 * site in a process of its own (production-site.ts). One gallery grows through
 * 200, 1k, 10k and 50k pictures; members through 100 and 10k (half with a chat,
 * 10 messages each: 50k messages), each liking 10 pictures (100k likes). Printed
 * for each size: the gallery's first and last page, the gallery directory, each
 * owner list, the 365-day analytics backfill, backup and restore; then the ratio
 * of the largest size's time to the smallest's. Goals (issue 26): pages ≤ 1.5×,
 * owner lists ≤ 50 ms per page at 10k members, backfill ≤ 2 s at 10k members.
 * BENCH_GROWTH_PICTURES / BENCH_GROWTH_MEMBERS (comma-separated) choose other sizes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ANALYTICS_PATHS } from '../src/shared/features/analytics.schema.js';
import { CHAT_PATHS } from '../src/shared/features/chat.schema.js';
import { DOWNLOADS_PATHS } from '../src/shared/features/downloads.schema.js';
import { GALLERY_PAGE_SIZE, GALLERY_PATHS } from '../src/shared/features/gallery.schema.js';
import { LEAKS_PATHS } from '../src/shared/features/leaks.schema.js';
import type pg from 'pg';
import { encodeMemberCursor, MEMBER_PAGE_SIZE, MEMBER_PATHS } from '../src/shared/features/members.schema.js';
import { NEW_PRO_USERS_DAYS, PRO_USERS_PAGE_SIZE, SUBSCRIPTION_PATHS } from '../src/shared/features/subscription.schema.js';
import { fillGallery, makeGallery, makePro, uploadPicture, withDatabase } from './bench-gallery-setup.js';
import { growLikes, growMembers, lastPageCursor } from './growth-seed.js';
import { benchDatabaseUrl, clientAddress, load, OWNER_EMAIL, signIn, signInMany, startProductionSite, type ProductionSite, type Visitor } from './production-site.js';

const sizes = (name: string, fallback: number[]) => (process.env[name] ? process.env[name].split(',').map(Number) : fallback);
const PICTURES = sizes('BENCH_GROWTH_PICTURES', [200, 1_000, 10_000, 50_000]);
const MEMBERS = sizes('BENCH_GROWTH_MEMBERS', [100, 10_000]);
const MESSAGES_PER_CHAT = 10;
const LIKES_PER_MEMBER = 10;
const TIMINGS = 3;
const run = promisify(execFile);
const out = (line: string) => process.stdout.write(`${line}\n`);

/** Times in ms per figure, one per size, in order; a failed request is kept as its message. */
type Figures = Map<string, (number | string)[]>;

function record(figures: Figures, name: string, value: number | string): void {
  figures.set(name, [...(figures.get(name) ?? []), value]);
}

/** The median of a few sequential requests, in ms; anything but 2xx fails the figure. */
async function timed(site: ProductionSite, who: Visitor, target: string, init: { method?: string; json?: unknown } = {}): Promise<number | string> {
  const times: number[] = [];
  // One untimed request first: the first of a kind also pays for compiling its code paths.
  for (let i = -1; i < TIMINGS; i += 1) {
    const started = performance.now();
    const response = await fetch(new URL(target, site.url), {
      method: init.method ?? 'GET',
      headers: { ...who.headers, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) return `FAILED ${response.status}`;
    if (i >= 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** Pages followed by their cursors to reach the deep page of a keyset-paged owner list. */
const DEEP_PAGE = 10;

/**
 * The address of a paged list's page DEEP_PAGE pages in, reached by following each
 * page's `nextCursor` as the client does; a shorter list gives its last page's note.
 */
async function deepPage(site: ProductionSite, who: Visitor, target: string): Promise<string | null> {
  let cursor: string | null = null;
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const response: Response = await fetch(new URL(`${target}${cursor ? `?cursor=${cursor}` : ''}`, site.url), { headers: who.headers });
    if (!response.ok) return null;
    cursor = ((await response.json()) as { nextCursor?: string | null }).nextCursor ?? null;
    if (!cursor) return null;
  }
  return `${target}?cursor=${cursor}`;
}

/** Why operators' commands failed, printed under the table. */
const failures: string[] = [];

/** Why an operator's command failed: the last line it wrote that names an error. */
function commandFailure(error: unknown): string {
  const lines = String((error as { stderr?: string }).stderr ?? error).split('\n').map((line) => line.trim());
  const reason = lines.filter((line) => line && !line.startsWith('at ')).at(-1) ?? 'no message';
  failures.push(reason);
  return 'FAILED';
}

/** Backup, then restore into an empty database, each with the command an operator runs, timed. */
async function backupAndRestore(site: ProductionSite, figures: Figures): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
  const file = path.join(folder, 'site.backup');
  const cli = ['dist/node/server/ops/backup-cli.js'];
  const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...site.cliEnv };
  try {
    let started = performance.now();
    const backup = await run(process.execPath, [...cli, 'backup', file], { env }).then(() => performance.now() - started, commandFailure);
    record(figures, 'backup', backup);
    if (typeof backup === 'string') {
      record(figures, 'restore', 'not run');
      return;
    }
    const target = await site.emptyTarget();
    try {
      started = performance.now();
      const restore = await run(process.execPath, [...cli, 'restore', file, '--force'], { env: { ...env, ...target.env } }).then(() => performance.now() - started, commandFailure);
      record(figures, 'restore', restore);
    } finally {
      await target.drop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Each owner's member list and its filter in SQL (the server's rule), for a cursor near its end. */
const PRO_SQL = `(role = 'pro_user' or is_pro or complimentary_pro)`;
const memberLists: { name: string; path: string; where: string; pageSize: number }[] = [
  { name: 'member manager', path: MEMBER_PATHS.list, where: PRO_SQL, pageSize: MEMBER_PAGE_SIZE },
  { name: 'Pro users', path: SUBSCRIPTION_PATHS.proUsers, where: PRO_SQL, pageSize: PRO_USERS_PAGE_SIZE },
  {
    name: 'New Pro users',
    path: SUBSCRIPTION_PATHS.newProUsers,
    where: `${PRO_SQL} and subscription_start_date >= now() - interval '${NEW_PRO_USERS_DAYS} days'`,
    pageSize: PRO_USERS_PAGE_SIZE,
  },
];

/** The cursor of the last page of a member list, as the server gives it (the key of the row a page before the end); null when it has one page. */
async function lastMemberPageCursor(client: pg.Client, where: string, pageSize: number): Promise<string | null> {
  const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const { rows } = await client.query<{ started: string; created: string; id: string }>(
    `select case when subscription_start_date is null then '-infinity' else ${utc('subscription_start_date')} end as started,
            ${utc('created_at')} as created, id::text as id
     from users where ${where}
     order by coalesce(subscription_start_date, '-infinity'::timestamptz), created_at, id offset $1 limit 1`,
    [pageSize],
  );
  const row = rows[0];
  return row && rows.length > 0 ? encodeMemberCursor([row.started, row.created, row.id]) : null;
}

function print(title: string, labels: string[], figures: Figures): void {
  out(`${title.padEnd(34)} ${labels.map((label) => label.padStart(12)).join('')}   largest ÷ smallest`);
  for (const [name, values] of figures) {
    const cells = values.map((value) => (typeof value === 'number' ? `${value.toFixed(1)} ms` : value).padStart(12)).join('');
    const first = values[0];
    const last = values.at(-1);
    const ratio = typeof first === 'number' && typeof last === 'number' && values.length > 1 ? `${(last / first).toFixed(2)}×` : '—';
    out(`${name.padEnd(34)} ${cells}   ${ratio}`);
  }
  out(`  (${load()})`);
}

export async function benchGrowth(): Promise<void> {
  const site = await startProductionSite();
  try {
    const owner = await signIn(site, OWNER_EMAIL, clientAddress(1));
    const [viewer] = await signInMany(site, 'viewer', 1, 2);
    const collection = await makeGallery(site, owner, 'growth');
    const first = await uploadPicture(site, owner, collection, 1);
    await withDatabase(site, (client) => makePro(client, [viewer!]));
    out(`Growth on the built site (${site.databaseName}): pictures ${PICTURES.join(', ')}; members ${MEMBERS.join(', ')} (${load()})`);

    const pictureFigures: Figures = new Map();
    for (const size of PICTURES) {
      const cursor = await withDatabase(site, async (client) => {
        await fillGallery(client, first, collection, size);
        await client.query('analyze gallery_images');
        return lastPageCursor(client, collection, GALLERY_PAGE_SIZE);
      });
      record(pictureFigures, 'gallery, first page', await timed(site, viewer!, `/api/galleries/${collection}`));
      record(pictureFigures, 'gallery, last page', await timed(site, viewer!, `/api/galleries/${collection}?cursor=${cursor}`));
      record(pictureFigures, 'gallery directory', await timed(site, viewer!, GALLERY_PATHS.directory));
    }
    print('pictures in one gallery', PICTURES.map(String), pictureFigures);

    // Keyset-paged (issue 26): the first page, and the page DEEP_PAGE pages in by the cursors.
    const pagedOwnerLists: [string, string][] = [
      ['chat list', CHAT_PATHS.chats],
      ['chat candidates', CHAT_PATHS.candidates],
      ['serve log', LEAKS_PATHS.serveLog],
      ['download monitor', DOWNLOADS_PATHS.events],
    ];
    const memberFigures: Figures = new Map();
    for (const size of MEMBERS) {
      await withDatabase(site, async (client) => {
        await growMembers(client, size, MESSAGES_PER_CHAT);
        await growLikes(client, collection, LIKES_PER_MEMBER);
        await client.query('analyze');
      });
      for (const list of memberLists) {
        const cursor = await withDatabase(site, (client) => lastMemberPageCursor(client, list.where, list.pageSize));
        record(memberFigures, `${list.name}, first page`, await timed(site, owner, list.path));
        record(memberFigures, `${list.name}, last page`, cursor ? await timed(site, owner, `${list.path}?cursor=${cursor}`) : 'one page');
      }
      for (const [name, target] of pagedOwnerLists) {
        record(memberFigures, `${name}, first page`, await timed(site, owner, target));
        const deep = await deepPage(site, owner, target);
        record(memberFigures, `${name}, page ${DEEP_PAGE}`, deep ? await timed(site, owner, deep) : 'fewer pages');
      }
      record(memberFigures, 'analytics backfill, 365 days', await timed(site, owner, ANALYTICS_PATHS.backfill, { method: 'POST', json: { days: 365 } }));
      await backupAndRestore(site, memberFigures);
    }
    print(`members (${MESSAGES_PER_CHAT} messages per chat, ${LIKES_PER_MEMBER} likes each)`, MEMBERS.map(String), memberFigures);
    for (const reason of new Set(failures)) out(`  FAILED: ${reason}`);
    if (!benchDatabaseUrl) out('  (backup and restore of the embedded database run while the site is up, as an operator would try)');
  } finally {
    await site.stop();
  }
}
