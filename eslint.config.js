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
 * Besides the usual checks, this file enforces the import rules of DESIGN.md and docs/architecture.md:
 * client and server never import each other; shared imports nothing of ours; a feature is used from
 * outside only through <feature>.service.ts and <feature>.module.ts; server imports run routes ->
 * service -> repo; only repos, tables, seeds, db/ and ops/ use drizzle; vendors only through
 * integrations/; client features stay apart, and lib/ and components/ sit below them.
 */

const VENDOR_SDKS = ['openid-client', 'stripe', 'nodemailer', 'openai', '@aws-sdk/*', '@simplewebauthn/server', 'mmdb-lib'];

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const banGroup = (group, message) => ({ group, message });

const serverBase = [
  banGroup(['**/client/**', 'react', 'react-dom', 'react-router'], 'Server code never imports client code.'),
];
const noDrizzle = banGroup(['drizzle-orm', 'drizzle-orm/*'], 'Only repos, tables, seeds, db/ and ops/ import drizzle.');
const noVendors = banGroup(VENDOR_SDKS, 'Outside systems are reached only through src/server/integrations/.');
/**
 * What a file in a server feature may be called: its role, then .ts (docs/architecture.md says what each
 * role holds). Only <feature>.module.ts and <feature>.service.ts are doors other code may use.
 */
const FEATURE_FILE_ROLES = [
  'routes', 'form', 'service', 'repo', 'table', 'schema', 'module', 'job', 'seed', 'test', 'test-kit',
  'access', 'presenter', 'http', 'emails', 'sync', 'defaults',
];
const FEATURE_FILE_NAME = new RegExp(`^[a-z0-9-]+\\.(${FEATURE_FILE_ROLES.join('|')})\\.ts$`);
/** A shared feature contract is <feature>.schema.ts (its tests beside it). */
const SCHEMA_FILE_NAME = /^[a-z0-9-]+\.schema(\.test)?\.ts$/;
/**
 * Where a file stands, for the import rules: which layer, and in a server feature which feature and
 * role. Import paths are resolved first, so every spelling of a path ('../x/', '../../features/x/')
 * is judged by the file it names.
 */
function placeOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const base = path.posix.basename(rel).replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  // Tests may set up data through any layer, of any feature.
  const isTest = /\.(test|test-kit)$/.test(base) || /(^|\/)test-(support|utils|setup)(\/|\.|$)/.test(rel);
  const serverFeature = rel.match(/^src\/server\/features\/([^/]+)\//);
  if (serverFeature) {
    const feature = serverFeature[1];
    const role = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1) : '';
    return { side: 'server', layer: 'feature', feature, role, isTest, isDoor: base === `${feature}.service` || base === `${feature}.module` };
  }
  if (rel.startsWith('src/server/')) {
    const folder = rel.split('/')[2];
    const layer = ['plugins', 'integrations', 'media', 'dev', 'db', 'live'].includes(folder) ? 'infrastructure' : folder === 'ops' ? 'ops' : rel.split('/').length === 3 ? 'top' : folder;
    return { side: 'server', layer, isTest, reads: /\.repo$/.test(base) || base === 'tables' };
  }
  const client = rel.match(/^src\/client\/(features|app|lib|components)\/(?:([^/]+)\/)?/);
  if (client) return { side: 'client', layer: client[1], feature: client[1] === 'features' ? client[2] : undefined, isTest };
  return { side: 'other', layer: 'other', isTest };
}

/** Why an import from `from` of `to` breaks the layering, or undefined when it keeps it. */
function layerBreak(from, to) {
  if (from.isTest) return undefined;
  if (from.side === 'client' && to.side === 'client') {
    if ((from.layer === 'lib' || from.layer === 'components') && (to.layer === 'features' || to.layer === 'app')) return 'clientBelowFeatures';
    if (from.layer === 'features' && to.layer === 'app') return 'clientFeatureImportsApp';
    if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) return 'clientFeatures';
    return undefined;
  }
  if (from.side !== 'server' || to.layer !== 'feature') return undefined;
  if (from.layer === 'infrastructure') return 'belowFeatures';
  if (from.layer !== 'feature') {
    // app.ts, signed-in-page.ts, ops/: a feature through its door; tables only for repos and the drizzle-kit list.
    if (to.isDoor || (to.role === 'table' && from.reads)) return undefined;
    return 'outsideNotDoor';
  }
  if (to.feature !== from.feature) {
    if (to.role === 'table' && (from.role === 'repo' || from.role === 'table')) return undefined;
    if (!to.isDoor) return 'otherFeatureNotDoor';
    return from.role === 'repo' ? 'repoCallsFeature' : undefined;
  }
  if (to.isTest) return undefined;
  if (to.role === 'routes' && from.role !== 'module' && from.role !== 'routes') return 'routesOnlyFromModule';
  if (from.role === 'routes' && (to.role === 'repo' || to.role === 'table')) return 'routesBelow';
  if (from.role === 'repo' && (to.role === 'service' || to.role === 'routes' || to.role === 'module')) return 'repoBelow';
  return undefined;
}

const LAYER_MESSAGES = {
  otherFeatureNotDoor: 'One feature reaches another only through its service or module (<feature>.service.ts, <feature>.module.ts); tables and repos may join its table. Not: {{target}}',
  outsideNotDoor: 'Code outside the features uses a feature only through its service or module (repos and tables.ts may read its table). Not: {{target}}',
  repoCallsFeature: 'Repos do not call other features. Not: {{target}}',
  belowFeatures: 'plugins/, integrations/, media/, dev/, db/ and live/ never import features/; app.ts composes them. Not: {{target}}',
  routesOnlyFromModule: 'Routes are mounted by the feature module (or its other routes); a service or anything else never imports them. Not: {{target}}',
  routesBelow: 'Routes call the service, never the repo or table. Not: {{target}}',
  repoBelow: 'Repos sit below services and routes. Not: {{target}}',
  clientBelowFeatures: 'Client lib/ and components/ sit below features/ and app/ and never import them. Not: {{target}}',
  clientFeatureImportsApp: 'Features do not import app/; app/ imports features. Not: {{target}}',
  clientFeatures: 'Client features do not import each other; compose them in app/. Not: {{target}}',
};

const localRules = {
  rules: {
    'layer-imports': {
      meta: { type: 'problem', messages: LAYER_MESSAGES, schema: [] },
      create(context) {
        const from = placeOf(context.filename);
        const check = (source) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const to = placeOf(path.resolve(path.dirname(context.filename), source.value));
          const messageId = layerBreak(from, to);
          if (messageId) context.report({ node: source, messageId, data: { target: source.value } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => (node.source.type === 'Literal' ? check(node.source) : undefined),
        };
      },
    },
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
  {
    // Which layer may import which (features through their doors, routes from modules only, client
    // lib/ and components/ below features/ and app/...): paths resolved, see layerBreak above.
    files: ['src/server/**/*.ts', 'src/client/**/*.{ts,tsx}'],
    plugins: { local: localRules },
    rules: { 'local/layer-imports': 'error' },
  },
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
    // Seeders write demo rows directly; repos, tables, db/ and operations read and write through drizzle.
    files: ['src/server/**/*.{seed,repo,table}.ts', 'src/server/db/**', 'src/server/ops/**'],
    rules: restrict(...serverBase, noVendors),
  },
  {
    files: ['src/server/integrations/**', 'src/server/dev/**'],
    ignores: ['src/server/dev/**/*.{repo,table}.ts'],
    rules: restrict(...serverBase, noDrizzle),
  },
  {
    // Test files may set up data through any layer, of any feature.
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
