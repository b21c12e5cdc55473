import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfigFromProcess } from './config.js';
import { openDatabase } from './db/client.js';
import { findProjectRoot } from './project-root.js';
import { DatabaseUnreachableError, describePostgresUrl, pingPostgres, waitForDatabase } from './ops/wait-for-database.js';
import { loggerOptions } from './plugins/request-logging.js';
import { pino } from 'pino';

/** Time allowed to drain in-flight requests and close the database before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigFromProcess({ projectRoot: findProjectRoot() });
  if (config.database.kind === 'postgres') {
    const { url } = config.database;
    const log = pino(loggerOptions(config));
    await waitForDatabase({ ping: () => pingPostgres(url), where: describePostgresUrl(url), waitMs: config.databaseWaitMs, log });
  }
  // The database starts (after a crash: recovers) while the rest of the app's code loads, which takes
  // seconds on a busy machine: a restart is ready in about the longer of the two, not their sum.
  const opening = openDatabase(config.database);
  opening.catch(() => undefined); // awaited below; not an unhandled rejection while the import runs
  const { buildApp, createFeatureModules } = await import('./app.js');
  const app = await buildApp(config, createFeatureModules(), await opening);

  // On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database. Database
  // outages never come here: every connection's errors are handled, and requests answer 503 meanwhile.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const files = config.storage.kind === 's3' ? `S3 bucket ${config.storage.bucket}` : config.storage.root;
  app.log.info({ url: config.publicUrl, standins: config.standins, files }, 'site is up');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else if (error instanceof DatabaseUnreachableError) {
    process.stderr.write(`Failed to start: ${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
