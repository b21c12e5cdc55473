import path from 'node:path';
import { z } from 'zod';
import { STANDINS, productionStandinProblem, type Standin } from './config-standins.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './config-rate-limits.js';

/**
 * The only reader of process.env. Everything the server needs to know about its
 * surroundings is parsed here once, with a safe default for the embedded mode.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const emailList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const emails = (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', message: `"${email}" is not an e-mail address` });
      }
    }
    return emails;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int({ error: 'must be a whole number from 0 to 65535' })
    .min(0, { error: 'must be a whole number from 0 to 65535' })
    .max(65535, { error: 'must be a whole number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: emailList,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_CUSTOM: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  ADMIN_NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  ALLOW_LOCAL_STANDINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum([...STANDINS, 'all']))),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|\d+|[\d.:/a-fA-F, ]+)$/, 'must be true, false, a hop count or a list of addresses')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,62}$/, 'must be a bucket name (not an address): 2 to 63 letters, digits, dots, dashes or underscores')
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  DISCORD_BOT_TOKEN: optionalText,
  DISCORD_GUILD_ID: optionalText.pipe(z.string().regex(/^\d{5,25}$/, 'must be a Discord id (digits)').optional()),
  DISCORD_ROLE_ID: optionalText.pipe(z.string().regex(/^\d{5,25}$/, 'must be a Discord id (digits)').optional()),
  DISCORD_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional()),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  PUSH_ALLOW_LOOPBACK: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters), as web-push generate-vapid-keys prints')
      .optional(),
  ),
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  DATABASE_WAIT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0 to 3600' })
    .min(0, { error: 'must be a number of seconds from 0 to 3600' })
    .max(3600, { error: 'must be a number of seconds from 0 to 3600' })
    .default(60),
  MEDIA_SERVE_LOG_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 3650' })
    .int({ error: 'must be a whole number of days from 1 to 3650' })
    .min(1, { error: 'must be a whole number of days from 1 to 3650' })
    .max(3650, { error: 'must be a whole number of days from 1 to 3650' })
    .default(90),
  MARKED_COPIES_MAX_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes from 10 up' })
    .int({ error: 'must be a whole number of megabytes from 10 up' })
    .min(10, { error: 'must be a whole number of megabytes from 10 up' })
    .default(2048),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  /** The embedded PostgreSQL keeps its cluster in DATA_DIR/postgres; DATA_DIR/db is where PGlite kept data before. */
  database: { kind: 'embedded'; clusterDir: string; pgliteDir: string } | { kind: 'postgres'; url: string; schema?: string };
  sessionSecret: string | undefined;
  adminEmails: string[];
  google: { clientId: string; clientSecret: string } | null;
  stripe: { secretKey: string; webhookSecret: string | undefined; pricePro: string | undefined; priceCustom: string | undefined } | null;
  mail: { smtpUrl: string | undefined; from: string; adminNotifyEmail: string | undefined };
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  trustProxy: TrustProxy;
  logLevel: string;
  prettyLogs: boolean;
  rateLimits: RateLimits | false;
  /** Redis for the rate-limit counters when REDIS_URL is set (else PostgreSQL, or memory on PGlite). */
  redis: { url: string; keyPrefix: string } | null;
  /** Folder with the built client; null when the server runs without one (API tests). */
  clientDir: string | null;
  /** Embedded stand-ins this configuration runs with. */
  standins: Standin[];
  /** Bearer token that opens /metrics; without it the endpoint does not exist. */
  metricsToken: string | undefined;
  /** How long start-up keeps retrying an unreachable database before giving up. */
  databaseWaitMs: number;
  /** Where uploaded files live: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** How many days the media serve log keeps a fetch (MEDIA_SERVE_LOG_DAYS). */
  mediaServeLogDays: number;
  /** The storage the members' marked copies may take before the least recently used go (MARKED_COPIES_MAX_MB). */
  markedCopiesMaxBytes: number;
  /** Discord role sync when every DISCORD_* setting is given; else the local stand-in outside production, or off. */
  discord: DiscordSettings | null;
  /** Whether outgoing webhooks may go to loopback and private networks (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES). */
  webhooksAllowPrivateAddresses: boolean;
  /**
   * Web push (ADR 0134): VAPID_PRIVATE_KEY, else a key derived from the session secret;
   * PUSH_ALLOW_LOOPBACK lets a subscription's endpoint be http:// on loopback (the local push stand-in).
   */
  push: { vapidPrivateKey: string | undefined; allowLoopback: boolean };
}

export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      /** Unset for AWS S3 itself; the service's address for R2, B2, MinIO, Garage... */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's own credential chain (AWS_* variables, an instance role...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface DiscordSettings {
  clientId: string;
  clientSecret: string;
  botToken: string;
  guildId: string;
  roleId: string;
  /** https://discord.com, or a stand-in speaking the same OAuth2 and API paths. */
  baseUrl: string;
}

const DISCORD_SETTINGS = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'DISCORD_BOT_TOKEN', 'DISCORD_GUILD_ID', 'DISCORD_ROLE_ID'] as const;

/** All five settings or none: a half-set Discord application is refused rather than half used. */
function parseDiscord(e: z.infer<typeof EnvSchema>): DiscordSettings | null {
  const missing = DISCORD_SETTINGS.filter((name) => e[name] === undefined);
  if (missing.length === DISCORD_SETTINGS.length) {
    if (e.DISCORD_BASE_URL) throw new ConfigError(`DISCORD_BASE_URL: needs ${DISCORD_SETTINGS.join(', ')}`);
    return null;
  }
  if (missing.length > 0) throw new ConfigError(`${missing.join(', ')}: required with the other DISCORD_* settings (or remove them all to switch Discord off)`);
  return {
    clientId: e.DISCORD_CLIENT_ID!,
    clientSecret: e.DISCORD_CLIENT_SECRET!,
    botToken: e.DISCORD_BOT_TOKEN!,
    guildId: e.DISCORD_GUILD_ID!,
    roleId: e.DISCORD_ROLE_ID!,
    baseUrl: (e.DISCORD_BASE_URL ?? 'https://discord.com').replace(/\/+$/, ''),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function describeIssue(issue: z.core.$ZodIssue, env: Env): string {
  const variable = String(issue.path[0] ?? 'environment');
  const raw = env[variable];
  const got = raw === undefined ? '' : ` (got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw)})`;
  return `${variable}: ${issue.message}${got}`;
}

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** true, false, a hop count (trust that many proxies in front) or a list of proxy addresses. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** Local disk unless S3_BUCKET is set; a half-set S3 configuration is refused rather than half used. */
function parseStorage(e: z.infer<typeof EnvSchema>, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) {
    const stray = S3_SETTINGS.filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(`S3_BUCKET: required with ${stray.join(', ')} (or remove ${stray.length > 1 ? 'them' : 'it'} to keep files on local disk)`);
    return { kind: 'local', root: path.join(dataDir, 'files') };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Parses an environment into the app's configuration, or throws one ConfigError naming the variable. */
export function loadConfig(env: Env, options: { projectRoot?: string } = {}): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(first ? describeIssue(first, env) : 'invalid environment');
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }

  const storage = parseStorage(e, dataDir);
  const discord = parseDiscord(e);

  const standins: Standin[] = [];
  if (!e.DATABASE_URL) standins.push('database');
  if (!e.GOOGLE_CLIENT_ID) standins.push('oidc');
  if (!e.STRIPE_SECRET_KEY) standins.push('payments');
  if (!e.SMTP_URL) standins.push('mail');

  if (production) {
    const problem = productionStandinProblem(standins, e.ALLOW_LOCAL_STANDINS);
    if (problem) throw new ConfigError(problem);
    if (!e.SESSION_SECRET) throw new ConfigError('SESSION_SECRET: required when NODE_ENV=production');
    if (e.ADMIN_EMAILS.length === 0) throw new ConfigError('ADMIN_EMAILS: required when NODE_ENV=production');
    if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY when NODE_ENV=production');
    }
  }

  const root = options.projectRoot ?? process.cwd();
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'embedded', clusterDir: path.join(dataDir, 'postgres'), pgliteDir: path.join(dataDir, 'db') },
    sessionSecret: e.SESSION_SECRET,
    adminEmails: e.ADMIN_EMAILS.length > 0 || production ? e.ADMIN_EMAILS : ['owner@example.com'],
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          pricePro: e.STRIPE_PRICE_PRO,
          priceCustom: e.STRIPE_PRICE_CUSTOM,
        }
      : null,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
      adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    },
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? 'gpt-4o-mini' } : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    prettyLogs: !production && e.NODE_ENV !== 'test',
    // Test runs (browser journeys sign in many times a minute) go without limits.
    rateLimits: e.NODE_ENV === 'test' ? false : DEFAULT_RATE_LIMITS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: 'rate-limit:' } : null,
    clientDir: path.join(root, 'dist', 'client'),
    standins,
    metricsToken: e.METRICS_TOKEN,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    storage,
    mediaServeLogDays: e.MEDIA_SERVE_LOG_DAYS,
    markedCopiesMaxBytes: e.MARKED_COPIES_MAX_MB * 1024 * 1024,
    discord,
    webhooksAllowPrivateAddresses: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === 'true',
    push: { vapidPrivateKey: e.VAPID_PRIVATE_KEY, allowLoopback: e.PUSH_ALLOW_LOOPBACK === 'true' },
  };
}

/** Reads the real process environment; only main.ts and the scripts call this. */
export function loadConfigFromProcess(options: { projectRoot?: string } = {}): AppConfig {
  return loadConfig(process.env, options);
}
