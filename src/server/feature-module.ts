import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CurrentUser } from '../shared/features/auth.schema.js';
import type { AppContext } from './app-context.js';
import { JobRunner } from './job-runner.js';
import type { Tx } from './db/client.js';
import type { StripeCheckoutSession, StripePaymentIntent } from './integrations/stripe.js';
import type { PicturePreload } from './plugins/page-html.js';

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

/** Applies a paid one-time checkout of its kind (metadata.kind), inside the webhook's transaction. */
export type PaymentCheckoutHandler = (ctx: AppContext, tx: Tx, session: StripeCheckoutSession) => Promise<void>;

/** Applies a succeeded payment of its kind (its metadata.kind), read fresh from the provider, inside the webhook's transaction. */
export type PaymentIntentHandler = (ctx: AppContext, tx: Tx, intent: StripePaymentIntent) => Promise<void>;

/** What a recorded refund is about: `kind` picks the handler, `subjectId` the thing refunded. */
export interface RecordedRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  kind: string | null;
  subjectId: string | null;
  /** Who paid. */
  userId: string | null;
  /** Who refunded (null: made in the provider's dashboard) and the provider's reason. */
  refundedBy: string | null;
  reason: string | null;
  /** What the refunded payment was (not stored: the handler's e-mail names it). */
  paidCents: number | null;
}

/** Applies a refund of its kind, once, inside the transaction that records it. */
export type RefundHandler = (ctx: AppContext, tx: Tx, refund: RecordedRefund) => Promise<void>;

/** What a dashboard view shows first, carried in the page so the view draws without a request. */
export interface FirstView {
  data: unknown;
  /** Pictures the view shows first, fetched with the page. */
  preloads?: readonly PicturePreload[];
}

/**
 * The first data of the dashboard views a feature owns (signed-in-page.ts). `read` uses the
 * same services and access checks as the view's API route; null when the user may not see it.
 */
export interface FirstViewProvider {
  /** Whether the dashboard view of this name is this feature's. */
  serves(view: string): boolean;
  read(ctx: AppContext, user: CurrentUser, view: string): Promise<FirstView | null>;
}

/**
 * The front door of a server feature: everything it plugs into the app, as data.
 * A new feature is one object and one entry in app.ts's list; assembleModules
 * merges the lists here, so no feature registers anything by side effect.
 */
export interface FeatureModule {
  name: string;
  /** Hooks on every request (before any route); given only what exists before the context. */
  requestHooks?(app: FastifyInstance, deps: Pick<AppContext, 'config' | 'database'>): void;
  /** Paid one-time checkouts this feature applies, by their metadata.kind. */
  paymentHandlers?: Readonly<Record<string, PaymentCheckoutHandler>>;
  /** Succeeded one-time payments (`payment_intent.succeeded`) this feature applies, by their metadata.kind. */
  paymentIntentHandlers?: Readonly<Record<string, PaymentIntentHandler>>;
  /** Refunds this feature applies, by the kind its refunds are issued with. */
  refundHandlers?: Readonly<Record<string, RefundHandler>>;
  /** First data of this feature's dashboard views. */
  firstViews?: readonly FirstViewProvider[];
  routes?(app: FastifyInstance, ctx: AppContext): Promise<void>;
  jobs?(ctx: AppContext, log: FastifyBaseLogger): BackgroundJob[];
  seeders?: readonly Seeder[];
  /** Writes this instance holds in memory (a buffer its jobs flush on a timer), written now. */
  flushPendingWrites?(): Promise<void>;
}

/** What every module declared, merged: the one place the app looks a handler or a view up. */
export interface AssembledModules {
  paymentHandlers: ReadonlyMap<string, PaymentCheckoutHandler>;
  paymentIntentHandlers: ReadonlyMap<string, PaymentIntentHandler>;
  refundHandlers: ReadonlyMap<string, RefundHandler>;
  firstViews: readonly FirstViewProvider[];
  /** Writes every module of this instance still holds in memory, written now (a leak trace reads them). */
  flushPendingWrites(): Promise<void>;
}

/** Merges handlers by kind; two features claiming one kind is a wiring mistake, refused at start. */
function byKind<T>(modules: readonly FeatureModule[], what: string, pick: (module: FeatureModule) => Readonly<Record<string, T>> | undefined): Map<string, T> {
  const merged = new Map<string, T>();
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(pick(module) ?? {})) {
      if (merged.has(kind)) throw new Error(`Two modules handle ${what} of kind "${kind}" (the second: ${module.name}).`);
      merged.set(kind, handler);
    }
  }
  return merged;
}

export function assembleModules(modules: readonly FeatureModule[]): AssembledModules {
  return {
    paymentHandlers: byKind(modules, 'payments', (module) => module.paymentHandlers),
    paymentIntentHandlers: byKind(modules, 'payment intents', (module) => module.paymentIntentHandlers),
    refundHandlers: byKind(modules, 'refunds', (module) => module.refundHandlers),
    firstViews: modules.flatMap((module) => module.firstViews ?? []),
    flushPendingWrites: async () => {
      await Promise.all(modules.map((module) => module.flushPendingWrites?.()));
    },
  };
}

/** Installs every module's request hooks, in list order. */
export function installRequestHooks(app: FastifyInstance, deps: Pick<AppContext, 'config' | 'database'>, modules: readonly FeatureModule[]): void {
  for (const module of modules) module.requestHooks?.(app, deps);
}

/**
 * Each module's routes in its own scope, then its jobs (running from onReady to
 * preClose, paused while the database is away) and start-up seeders. Handlers and
 * first views are already in ctx.modules (assembleModules), so no webhook arrives
 * before its handler.
 */
export async function installModules(app: FastifyInstance, ctx: AppContext, modules: readonly FeatureModule[]): Promise<void> {
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
