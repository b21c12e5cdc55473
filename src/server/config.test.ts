import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const load = (env: Record<string, string>) => loadConfig(env, { projectRoot: '/srv/site' });

describe('loadConfig', () => {
  it('runs the embedded mode with safe defaults and no variables at all', () => {
    const config = load({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({
      kind: 'embedded',
      clusterDir: path.join(path.resolve('./data'), 'postgres'),
      pgliteDir: path.join(path.resolve('./data'), 'db'),
    });
    expect(config.adminEmails).toEqual(['owner@example.com']);
    expect(config.google).toBeNull();
    expect(config.stripe).toBeNull();
    expect(config.ai).toBeNull();
    expect(config.secureCookies).toBe(false);
    expect(config.standins).toEqual(['database', 'oidc', 'payments', 'mail']);
    expect(config.clientDir).toBe(path.join('/srv/site', 'dist', 'client'));
    expect(config.mediaServeLogDays).toBe(90);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ PUBLIC_URL: 'https://art.example.com/' }).publicUrl).toBe('https://art.example.com');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = load({ DATABASE_URL: 'postgres://app@db.internal:5432/site' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal:5432/site' });
    expect(config.standins).not.toContain('database');
  });

  it('turns on secure cookies and HSTS-worthy mode for an https origin', () => {
    expect(load({ PUBLIC_URL: 'https://art.example.com' }).secureCookies).toBe(true);
  });

  it('parses ADMIN_EMAILS as a lower-cased list', () => {
    expect(load({ ADMIN_EMAILS: ' Owner@Example.com, second@example.com ' }).adminEmails).toEqual([
      'owner@example.com',
      'second@example.com',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^DATABASE_URL: /],
    [{ PUBLIC_URL: 'not a url' }, /^PUBLIC_URL: /],
    [{ ADMIN_EMAILS: 'owner@example.com,nope' }, /^ADMIN_EMAILS: "nope" is not an e-mail address/],
    [{ SESSION_SECRET: 'short' }, /^SESSION_SECRET: must be at least 32 characters/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV: /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL: /],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /^GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together$/],
    [{ MEDIA_SERVE_LOG_DAYS: '0' }, /^MEDIA_SERVE_LOG_DAYS: must be a whole number of days from 1 to 3650 \(got "0"\)$/],
    [{ MEDIA_SERVE_LOG_DAYS: 'forever' }, /^MEDIA_SERVE_LOG_DAYS: /],
  ])('names the variable in one line for %j', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });

  describe('production', () => {
    const complete = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://art.example.com',
      DATABASE_URL: 'postgres://app@db/site',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_EMAILS: 'owner@art.example.com',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
    };

    it('starts when every real service is configured', () => {
      const config = load(complete);
      expect(config.standins).toEqual([]);
      expect(config.rateLimits).not.toBe(false);
    });

    it('refuses local stand-ins it was not told to allow, naming what is missing', () => {
      const { DATABASE_URL: _a, SMTP_URL: _c, ...partial } = complete;
      expect(() => load(partial)).toThrow(
        'NODE_ENV=production refuses local stand-ins: set DATABASE_URL, SMTP_URL or allow the embedded ones with ALLOW_LOCAL_STANDINS=database,mail',
      );
      expect(load({ ...partial, ALLOW_LOCAL_STANDINS: 'database,mail' }).standins).toEqual(['database', 'mail']);
    });

    it('allows a one-server production on the embedded database when told to', () => {
      const { DATABASE_URL: _db, ...rest } = complete;
      expect(() => load(rest)).toThrow(/DATABASE_URL/);
      expect(load({ ...rest, ALLOW_LOCAL_STANDINS: 'database' }).database.kind).toBe('embedded');
    });

    it('needs a session secret and owner accounts', () => {
      const { SESSION_SECRET: _s, ...noSecret } = complete;
      expect(() => load(noSecret)).toThrow(/^SESSION_SECRET: required/);
      const { ADMIN_EMAILS: _o, ...noOwner } = complete;
      expect(() => load(noOwner)).toThrow(/^ADMIN_EMAILS: required/);
    });

    it('rejects an unknown stand-in name', () => {
      expect(() => load({ ...complete, ALLOW_LOCAL_STANDINS: 'everything' })).toThrow(/^ALLOW_LOCAL_STANDINS: /);
    });
  });
});

describe('loadConfig: where files are stored', () => {
  const r2 = {
    S3_BUCKET: 'site-media',
    S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  };

  it('keeps files on local disk under DATA_DIR/files by default', () => {
    expect(load({ DATA_DIR: '/srv/data' }).storage).toEqual({ kind: 'local', root: path.join('/srv/data', 'files') });
  });

  it('uses the bucket when S3_BUCKET is set, with every S3 setting', () => {
    expect(load({ ...r2, S3_FORCE_PATH_STYLE: 'true' }).storage).toEqual({
      kind: 's3',
      bucket: 'site-media',
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
      forcePathStyle: true,
    });
  });

  it('reaches AWS S3 itself in us-east-1, with the SDK credential chain, when only the bucket is given', () => {
    expect(load({ S3_BUCKET: 'site-media' }).storage).toEqual({
      kind: 's3',
      bucket: 'site-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required with S3_ENDPOINT (or remove it to keep files on local disk)'],
    [
      { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
      'S3_BUCKET: required with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (or remove them to keep files on local disk)',
    ],
    [{ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address \(got "minio:9000"\)$/],
    [{ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE: must be true or false/],
    [{ S3_BUCKET: 's3://site-media' }, /^S3_BUCKET: must be a bucket name \(not an address\)/],
  ])('refuses a half-set or mistyped S3 configuration: %j', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
