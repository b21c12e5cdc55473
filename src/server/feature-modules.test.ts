import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_NAME } from '../shared/first-view-data.js';
import { createFeatureModules } from './app.js';
import { assembleModules } from './feature-module.js';
import { CUSTOM_ORDER_KIND } from './features/custom-orders/custom-orders-payment.service.js';
import { SUBSCRIPTION_REFUND_KIND } from './features/subscription/member-billing.service.js';
import { TIP_KIND } from './features/tips/tips.service.js';

/**
 * createFeatureModules() in app.ts is the whole server: every feature folder has its front door
 * there, and every background job of a feature is started by its module (a
 * job file nobody installs would silently never run).
 */

const FEATURE_MODULES = createFeatureModules();
const FEATURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features');
const featureFolders = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the feature modules of app.ts', () => {
  it('hold one module per feature folder, named after it', () => {
    expect(featureFolders.length).toBeGreaterThan(10);
    expect(FEATURE_MODULES.map((module) => module.name).sort()).toEqual(featureFolders);
  });

  it('install every job file of a feature through its module', () => {
    const jobFiles = featureFolders.flatMap((folder) =>
      readdirSync(path.join(FEATURES_DIR, folder))
        .filter((name) => name.endsWith('.job.ts'))
        .map((name) => ({ folder, name })),
    );
    expect(jobFiles.length).toBeGreaterThan(5);
    const notInstalled = jobFiles.filter(({ folder, name }) => {
      const moduleSource = readFileSync(path.join(FEATURES_DIR, folder, `${folder}.module.ts`), 'utf8');
      return !moduleSource.includes(`'./${name.replace(/\.ts$/, '.js')}'`);
    });
    expect(notInstalled).toEqual([]);
  });

  it('give every kind of payment and refund taken its one handler, and every first view one provider', () => {
    const { paymentHandlers, paymentIntentHandlers, refundHandlers, firstViews } = assembleModules(FEATURE_MODULES);
    expect([...paymentHandlers.keys()]).toEqual([CUSTOM_ORDER_KIND, TIP_KIND]);
    expect([...paymentIntentHandlers.keys()]).toEqual([TIP_KIND]);
    expect([...refundHandlers.keys()].sort()).toEqual([CUSTOM_ORDER_KIND, SUBSCRIPTION_REFUND_KIND, TIP_KIND].sort());
    for (const view of [DEFAULT_VIEW_NAME, 'gallery_pro']) expect(firstViews.filter((provider) => provider.serves(view))).toHaveLength(1);
    expect(firstViews.filter((provider) => provider.serves('chat'))).toHaveLength(0);
  });

  it('refuse two modules handling one kind', () => {
    const handler = async () => undefined;
    const twice = [
      { name: 'one', refundHandlers: { gift: handler } },
      { name: 'two', refundHandlers: { gift: handler } },
    ];
    expect(() => assembleModules(twice)).toThrow('Two modules handle refunds of kind "gift" (the second: two).');
  });

  it('keep per-app state on the module instance: no module-scope WeakMap keyed by the app or its database', () => {
    const sources = featureFolders.flatMap((folder) =>
      readdirSync(path.join(FEATURES_DIR, folder))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => ({ file: `${folder}/${name}`, source: readFileSync(path.join(FEATURES_DIR, folder, name), 'utf8') })),
    );
    expect(sources.length).toBeGreaterThan(100);
    const registries = sources.filter(({ source }) => /^(?:export )?const \w+ = new WeakMap<(?:AppContext|Database)\b/m.test(source)).map(({ file }) => file);
    expect(registries).toEqual([]);
  });
});
