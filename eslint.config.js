import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Paths below are taken from this file's folder, so the rules hold whatever folder ESLint runs from. */
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Besides the usual checks, this file enforces the import rules of DESIGN.md:
 * client and server never import each other; shared imports nothing of ours;
 * server imports run routes -> service -> repo; only repos, tables and db/ use
 * drizzle; vendors only through integrations/; client features stay apart.
 */

// Resolved from this file, not from the working directory, so the rule holds wherever ESLint runs.
const clientFeatures = (() => {
  const features = readdirSync(path.join(ROOT, 'src/client/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // An empty list would switch the rule off without a word; fail instead.
  if (features.length === 0) throw new Error('eslint.config.js: no client features found in src/client/features');
  return features;
})();

const VENDOR_SDKS = ['openid-client', 'stripe', 'nodemailer', 'openai', '@aws-sdk/*'];

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const banGroup = (group, message) => ({ group, message });
const banRegex = (regex, message) => ({ regex, message });

const serverBase = [
  banGroup(['**/client/**', 'react', 'react-dom', 'react-router'], 'Server code never imports client code.'),
];
const noDrizzle = banGroup(['drizzle-orm', 'drizzle-orm/*'], 'Only repos, tables and db/ import drizzle.');
const noVendors = banGroup(VENDOR_SDKS, 'Outside systems are reached only through src/server/integrations/.');
/** Another feature's file other than its service or module (tables too, where `tablesToo`). */
const otherFeatureFile = (allowed) => `^\\.\\./(?!\\.)[^/]+/(?![^/]+\\.(${allowed.join('|')})\\.js$)`;
const noOtherFeatureInternals = banRegex(otherFeatureFile(['service', 'module']), 'One feature reaches another only through its service or module.');
/** Tables and repos may also name another feature's table, for foreign keys and joins. */
const noOtherFeatureInternalsButTables = banRegex(
  otherFeatureFile(['service', 'module', 'table']),
  'One feature reaches another only through its service or module (tables and repos may join its table).',
);
/** Infrastructure sits below the features: app.ts composes them. */
const noFeatures = banRegex('^(\\.\\./)+features/', 'plugins/, integrations/, media/, dev/, db/ and live/ never import features/.');

/** What a file in a server feature may be called: its role, then .ts. */
const FEATURE_FILE_ROLES = ['routes', 'form', 'service', 'repo', 'table', 'schema', 'module', 'job', 'seed', 'test', 'test-kit'];
const FEATURE_FILE_NAME = new RegExp(`^[a-z0-9-]+\\.(${FEATURE_FILE_ROLES.join('|')})\\.ts$`);
/** A shared feature contract is <feature>.schema.ts (its tests beside it). */
const SCHEMA_FILE_NAME = /^[a-z0-9-]+\.schema(\.test)?\.ts$/;
const localRules = {
  rules: {
    'feature-file-role': {
      meta: { type: 'suggestion', messages: { role: 'A feature file is named <name>.<role>.ts, role one of: {{roles}}.' }, schema: [] },
      create(context) {
        return {
          Program(node) {
            if (!FEATURE_FILE_NAME.test(path.basename(context.filename))) context.report({ node, messageId: 'role', data: { roles: FEATURE_FILE_ROLES.join(', ') } });
          },
        };
      },
    },
    'schema-file-role': {
      meta: { type: 'suggestion', messages: { role: 'A file in src/shared/features is named <feature>.schema.ts.' }, schema: [] },
      create(context) {
        return {
          Program(node) {
            if (!SCHEMA_FILE_NAME.test(path.basename(context.filename))) context.report({ node, messageId: 'role' });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    // tests/lint-fixtures/ break the rules on purpose; tests/lint/ lints them one by one.
    ignores: ['dist/**', 'node_modules/**', 'drizzle/**', 'data/**', 'test-results/**', 'playwright-report/**', '.test-output/**', 'tests/lint-fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: restrict(
      banGroup(['**/server/**', '**/client/**', 'react', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], 'src/shared is isomorphic and imports nothing else of ours.'),
    ),
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        banGroup(['**/server/**', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'], 'Client code never imports server code.'),
      ),
    },
  },
  // Client features do not import each other; app/ composes them.
  ...clientFeatures.map((feature) => {
    const others = clientFeatures.filter((other) => other !== feature);
    return {
      files: [`src/client/features/${feature}/**`],
      rules: restrict(
        banGroup(['**/server/**', 'fastify', 'drizzle-orm', 'pg', 'node:*'], 'Client code never imports server code.'),
        ...(others.length > 0
          ? [
              banRegex(`^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, 'Client features do not import each other; compose them in app/.'),
              banRegex('^(\\.\\./)+app(/|$)', 'Features do not import app/; app/ imports features.'),
            ]
          : []),
      ),
    };
  }),
  {
    // No import cycles anywhere in src (type-only imports are left out: they vanish at build).
    // The fixture folder is here so tests/lint can show the rule at work; the normal run ignores it.
    files: ['src/**/*.{ts,tsx}', 'tests/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and never sees a cycle between .ts files.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.server.json', 'tsconfig.client.json'].map((file) => path.join(ROOT, file)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/features/**'],
    plugins: { local: localRules },
    rules: { 'local/feature-file-role': 'error' },
  },
  {
    files: ['src/shared/features/**'],
    plugins: { local: localRules },
    rules: { 'local/schema-file-role': 'error' },
  },
  {
    files: ['src/server/**'],
    rules: restrict(...serverBase, noDrizzle, noVendors),
  },
  {
    files: ['src/server/features/**'],
    rules: restrict(...serverBase, noDrizzle, noVendors, noOtherFeatureInternals),
  },
  {
    // Seeders write demo rows directly.
    files: ['src/server/**/*.seed.ts'],
    rules: restrict(...serverBase, noVendors, noOtherFeatureInternals),
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: restrict(
      ...serverBase,
      noDrizzle,
      noVendors,
      noOtherFeatureInternals,
      banRegex('^\\./[^/]+\\.(repo|table)\\.js$', 'Routes call the service, never the repo or table.'),
    ),
  },
  {
    // Repos may read other features' tables for joins, but never their repos or routes.
    files: ['src/server/**/*.repo.ts'],
    rules: restrict(
      ...serverBase,
      noVendors,
      noOtherFeatureInternalsButTables,
      banRegex('^\\.\\./(?!\\.)[^/]+/[^/]+\\.(service|module)\\.js$', 'Repos do not call other features.'),
      banRegex('^\\./[^/]+\\.(routes|service)\\.js$', 'Repos sit below services and routes.'),
    ),
  },
  {
    files: ['src/server/**/*.table.ts'],
    rules: restrict(...serverBase, noVendors, noOtherFeatureInternalsButTables),
  },
  {
    files: ['src/server/db/**', 'src/server/{live,plugins,dev}/**/*.{repo,table}.ts'],
    rules: restrict(...serverBase, noVendors, noFeatures),
  },
  {
    files: ['src/server/integrations/**', 'src/server/dev/**'],
    ignores: ['src/server/dev/**/*.{repo,table}.ts'],
    rules: restrict(...serverBase, noDrizzle, noFeatures),
  },
  {
    files: ['src/server/plugins/**', 'src/server/media/**', 'src/server/live/**'],
    ignores: ['src/server/{live,plugins}/**/*.{repo,table}.ts'],
    rules: restrict(...serverBase, noDrizzle, noVendors, noFeatures),
  },
  {
    // Operations (backup, metrics, the admin command line) read every feature's tables and call
    // features' services; they never reach into another feature's repo or routes.
    files: ['src/server/ops/**'],
    rules: restrict(...serverBase, noVendors, banRegex('^\\.\\./features/[^/]+/[^/]+\\.(repo|routes)\\.js$', 'Operations use a feature through its service or module (tables may be read).')),
  },
  {
    // Test files may set up data through any layer of their own feature.
    files: ['src/server/**/*.test.ts', 'src/server/**/*.test-kit.ts', 'src/server/test-support/**'],
    rules: restrict(...serverBase, noVendors),
  },
  {
    // One way to make an error: the factories of errors.ts, so a status and its code stay together.
    files: ['src/**/*.ts'],
    ignores: ['src/server/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='AppError']", message: 'Use a factory of src/server/errors.ts (add one there if none fits), not new AppError(...).' },
      ],
    },
  },
);
