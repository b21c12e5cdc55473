import type { AddressInfo } from 'node:net';
// autocannon ships no types; the little used here is described below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import sharp from 'sharp';
import { configureGallery, makePro, upload } from '../src/server/features/gallery/gallery.test-kit.js';
import { signIn } from '../src/server/test-support/sign-in.js';
import { createTestApp, testConfig } from '../src/server/test-support/test-app.js';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Run = (options: Record<string, unknown>) => Promise<Result>;

const IMAGES = 200;
const DURATION_S = 5;

function report(name: string, result: Result): void {
  const line = `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms`;
  process.stdout.write(`${line}${result.non2xx || result.errors ? `   (${result.non2xx} non-2xx, ${result.errors} errors)` : ''}\n`);
}

/** A 200-image configured gallery: list it, then toggle likes, as a Pro user. */
export async function benchGallery(): Promise<void> {
  const app = await createTestApp(testConfig({ LOG_LEVEL: 'silent' }));
  try {
    const owner = await signIn(app, 'owner@example.com');
    const pro = await signIn(app, 'bench-pro@example.com');
    await makePro(app, pro);
    const collection = await configureGallery(app, owner, 'bench');
    const tiny = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a3' } }).png().toBuffer();
    process.stdout.write(`Preparing a ${IMAGES}-image gallery…\n`);
    const ids: string[] = [];
    for (let i = 0; i < IMAGES; i += 1) ids.push((await upload(app, owner, collection, tiny, `${i}.png`, 'image/png')).json().id);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const run = autocannon as Run;
    report(`list ${IMAGES} images`, await run({ url: `${url}/api/galleries/${collection}`, headers: pro.headers, connections: 10, duration: DURATION_S }));
    let next = 0;
    report(
      'toggle a like',
      await run({
        url,
        connections: 10,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            headers: pro.headers,
            setupRequest: (request: Record<string, unknown>) => ({ ...request, path: `/api/galleries/${collection}/images/${ids[next++ % ids.length]}/like` }),
          },
        ],
      }),
    );
  } finally {
    await app.close();
  }
}
