import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { PRODUCTION_ALLOWABLE_STANDINS } from './config-standins.js';

/**
 * Production and the embedded stand-ins, for every combination of configured
 * services and ALLOW_LOCAL_STANDINS values: the local sign-in and the payment
 * simulator never run in production, and a refusal only suggests what works.
 */

const load = (env: Record<string, string>) => loadConfig(env, { projectRoot: '/srv/site' });

const SERVICES = {
  database: { DATABASE_URL: 'postgres://app@db/site' },
  oidc: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
  payments: { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
  mail: { SMTP_URL: 'smtps://user:pass@smtp.example.com' },
} as const;
type Service = keyof typeof SERVICES;
const SERVICE_NAMES = Object.keys(SERVICES) as Service[];
const ALLOW_NAMES = [...SERVICE_NAMES, 'all'] as const;

const BASE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://art.example.com',
  SESSION_SECRET: 'x'.repeat(40),
  ADMIN_EMAILS: 'owner@art.example.com',
};

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
}

function environment(configured: Service[], allowed: string[]): Record<string, string> {
  const env: Record<string, string> = { ...BASE };
  for (const service of configured) Object.assign(env, SERVICES[service]);
  if (allowed.length > 0) env.ALLOW_LOCAL_STANDINS = allowed.join(',');
  return env;
}

/** Does what a refusal says: sets the variables it names and takes its ALLOW_LOCAL_STANDINS value. */
function follow(env: Record<string, string>, message: string): Record<string, string> {
  const next = { ...env };
  const suggested = /ALLOW_LOCAL_STANDINS=([a-z,]+)/.exec(message);
  if (message.startsWith('ALLOW_LOCAL_STANDINS: ')) {
    const named = /"([a-z]+)"/.exec(message)![1]!;
    const rest = (next.ALLOW_LOCAL_STANDINS ?? '').split(',').filter((name) => name && name !== named);
    if (rest.length > 0) next.ALLOW_LOCAL_STANDINS = rest.join(',');
    else delete next.ALLOW_LOCAL_STANDINS;
  } else if (suggested) {
    next.ALLOW_LOCAL_STANDINS = suggested[1]!;
  }
  // Every variable the message tells to set, the way an operator would.
  for (const service of SERVICE_NAMES) {
    const variables = Object.keys(SERVICES[service]);
    if (variables.every((variable) => message.includes(`set ${variable}`) || message.includes(`, ${variable}`) || message.includes(`and ${variable}`))) {
      const allowedInstead = suggested && PRODUCTION_ALLOWABLE_STANDINS.includes(service);
      if (!allowedInstead) Object.assign(next, SERVICES[service]);
    }
  }
  return next;
}

function tryLoad(env: Record<string, string>): AppConfig | ConfigError {
  try {
    return load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

const cases = subsets(SERVICE_NAMES).flatMap((configured) => subsets(ALLOW_NAMES).map((allowed) => ({ configured, allowed })));

describe('production and the local stand-ins', () => {
  it('covers every combination of configured services and allowed stand-ins', () => {
    expect(cases).toHaveLength(16 * 32);
  });

  it.each(cases)('configured $configured, allowed $allowed', ({ configured, allowed }) => {
    const env = environment(configured, allowed);
    const result = tryLoad(env);
    const missing = SERVICE_NAMES.filter((service) => !configured.includes(service));
    const namesForbidden = allowed.some((name) => name === 'oidc' || name === 'payments');
    const missingAllowed = missing.every(
      (service) => PRODUCTION_ALLOWABLE_STANDINS.includes(service) && (allowed.includes('all') || allowed.includes(service)),
    );
    const shouldStart = !namesForbidden && missingAllowed;

    if (shouldStart) {
      expect(result).not.toBeInstanceOf(Error);
      const config = result as AppConfig;
      expect(config.standins).toEqual(missing);
      expect(config.standins).not.toContain('oidc');
      expect(config.standins).not.toContain('payments');
      expect(config.google).not.toBeNull();
      expect(config.stripe).not.toBeNull();
      return;
    }

    expect(result).toBeInstanceOf(ConfigError);
    const message = (result as ConfigError).message;
    // Never a suggestion that production then refuses.
    const suggestion = /ALLOW_LOCAL_STANDINS=([a-z,]+)/.exec(message)?.[1];
    for (const name of suggestion?.split(',') ?? []) expect(PRODUCTION_ALLOWABLE_STANDINS).toContain(name);

    // Following each message in turn ends in a site that starts, within a few steps.
    let current = env;
    let outcome: AppConfig | ConfigError = result;
    for (let step = 0; step < 4 && outcome instanceof ConfigError; step += 1) {
      current = follow(current, outcome.message);
      outcome = tryLoad(current);
    }
    expect(outcome, `following "${message}" did not lead to a start`).not.toBeInstanceOf(Error);
    expect((outcome as AppConfig).google).not.toBeNull();
    expect((outcome as AppConfig).stripe).not.toBeNull();
  });

  it('explains why the local sign-in is refused, whatever ALLOW_LOCAL_STANDINS says', () => {
    const env = environment(['database', 'payments', 'mail'], ['oidc']);
    expect(() => load(env)).toThrow(
      'ALLOW_LOCAL_STANDINS: "oidc" is never allowed in production (the local sign-in accepts any e-mail without a password): remove it and set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
    expect(() => load({ ...env, ALLOW_LOCAL_STANDINS: 'all' })).toThrow(/^NODE_ENV=production refuses local stand-ins: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET \(/);
  });

  it('runs the stand-ins outside production, where ALLOW_LOCAL_STANDINS does not matter', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(load({ NODE_ENV }).standins).toEqual(['database', 'oidc', 'payments', 'mail']);
      expect(load({ NODE_ENV, ALLOW_LOCAL_STANDINS: 'oidc' }).standins).toContain('oidc');
    }
  });
});
