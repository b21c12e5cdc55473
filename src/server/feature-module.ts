import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { JobRunner } from './job-runner.js';

/** A timer or worker that runs while the app is up: started when it is ready, stopped before it closes. */
export interface BackgroundJob {
  name: string;
  start(): void;
  /** Resolves once the work in hand is finished (the database is still open then). */
  stop(): void | Promise<void>;
}

/** Fills a fresh site with demo content; returns whether it added anything. */
export interface Seeder {
  name: string;
  run(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean>;
  /** Also run in the background at start-up for this configuration (never in tests or production). */
  runAtStartup?(config: AppContext['config']): boolean;
}

/**
 * The front door of a server feature: everything it plugs into the app. A new
 * feature is one object and one entry in app.ts's list.
 */
export interface FeatureModule {
  name: string;
  /** Hooks on every request (before any route); given only what exists before the context. */
  requestHooks?(app: FastifyInstance, deps: Pick<AppContext, 'config' | 'database'>): void;
  /** Handlers for paid one-time checkouts, registered before any route can take a webhook. */
  paymentHandlers?(ctx: AppContext): void;
  routes?(app: FastifyInstance, ctx: AppContext): Promise<void>;
  jobs?(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob[];
  seeders?: readonly Seeder[];
}

/** Installs every module's request hooks, in list order. */
export function installRequestHooks(app: FastifyInstance, deps: Pick<AppContext, 'config' | 'database'>, modules: readonly FeatureModule[]): void {
  for (const module of modules) module.requestHooks?.(app, deps);
}

/**
 * Payment handlers first, then each module's routes in its own scope, then its
 * jobs (running from onReady to preClose, paused while the database is away) and start-up seeders.
 */
export async function installModules(app: FastifyInstance, ctx: AppContext, modules: readonly FeatureModule[]): Promise<void> {
  for (const module of modules) module.paymentHandlers?.(ctx);
  for (const module of modules) {
    const routes = module.routes;
    if (routes) await app.register(async (scope) => routes(scope, ctx));
  }
  const createJobs = () => modules.flatMap((module) => module.jobs?.(ctx, app.log.child({ job: module.name })) ?? []);
  const jobs = new JobRunner(createJobs, ctx.database.availability, app.log);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  for (const seeder of modules.flatMap((module) => module.seeders ?? [])) {
    if (!seeder.runAtStartup?.(ctx.config)) continue;
    void seeder.run(ctx, app.log).catch((err: unknown) => app.log.warn({ err, seeder: seeder.name }, 'demo content not seeded'));
  }
}
