import { buildApp, createFeatureModules } from '../src/server/app.js';
import { loadConfigFromProcess } from '../src/server/config.js';
import { findProjectRoot } from '../src/server/project-root.js';

/**
 * `npm run seed`: runs every feature module's seeders on an empty site, on
 * demand, on either database. Production is never seeded.
 */
async function seed(): Promise<void> {
  const config = loadConfigFromProcess({ projectRoot: findProjectRoot() });
  if (config.env === 'production') throw new Error('Refusing to seed demo content with NODE_ENV=production.');
  // In embedded development buildApp starts the same seeders of the same modules; a repeat waits for that run and adds nothing twice.
  const modules = createFeatureModules();
  const app = await buildApp(config, modules);
  try {
    for (const seeder of modules.flatMap((module) => module.seeders ?? [])) {
      const added = await seeder.run(app.ctx, app.log);
      process.stdout.write(`${seeder.name}: ${added ? 'added' : 'already there, left as it is'}.\n`);
    }
  } finally {
    await app.close();
  }
}

seed().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
