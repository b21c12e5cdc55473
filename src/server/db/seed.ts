import { buildApp } from '../app.js';
import { loadConfigFromProcess } from '../config.js';
import { seedGalleryDemo } from '../features/gallery/gallery-demo.js';
import { findProjectRoot } from '../project-root.js';

/**
 * `npm run seed`: adds the demo galleries to an empty site, on demand, on
 * either database. Production is never seeded.
 */
async function seed(): Promise<void> {
  const config = loadConfigFromProcess({ projectRoot: findProjectRoot() });
  if (config.env === 'production') throw new Error('Refusing to seed demo content with NODE_ENV=production.');
  // In embedded development buildApp starts the same seeding; the repeat waits for it and adds nothing twice.
  const app = await buildApp(config);
  try {
    await seedGalleryDemo(app.ctx, app.log);
    process.stdout.write('Demo galleries are in place (an empty site gets them; existing gallery content is left as it is).\n');
  } finally {
    await app.close();
  }
}

seed().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
