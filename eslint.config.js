import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Besides the usual checks, this file enforces the import rules of DESIGN.md:
 * client and server never import each other; shared imports nothing of ours;
 * server imports run routes -> service -> repo; only repos, tables and db/ use
 * drizzle; vendors only through integrations/; client features stay apart.
 */

const clientFeatures = (() => {
  try {
    return readdirSync('src/client/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
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
const noOtherFeatureInternals = banRegex(
  '^\\.\\./[^/]+/[^/]+\\.(repo|table|routes)\\.js$',
  'One feature reaches another only through its service.',
);

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'drizzle/**', 'data/**', 'test-results/**', 'playwright-report/**', '.test-output/**'],
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
    files: ['src/server/**'],
    rules: restrict(...serverBase, noDrizzle, noVendors, noOtherFeatureInternals),
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
      banRegex('^\\.\\./[^/]+/[^/]+\\.(repo|routes|service)\\.js$', 'Repos do not call other features.'),
      banRegex('^\\./[^/]+\\.(routes|service)\\.js$', 'Repos sit below services and routes.'),
    ),
  },
  {
    files: ['src/server/**/*.table.ts', 'src/server/db/**'],
    rules: restrict(...serverBase, noVendors),
  },
  {
    files: ['src/server/integrations/**', 'src/server/dev/**'],
    rules: restrict(...serverBase, noDrizzle, noOtherFeatureInternals),
  },
  {
    // Test files may set up data through any layer of their own feature.
    files: ['src/server/**/*.test.ts', 'src/server/test-support/**'],
    rules: restrict(...serverBase, noVendors),
  },
);
