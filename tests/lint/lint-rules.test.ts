import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each import and naming rule of eslint.config.js, shown at work: a file in
 * tests/lint-fixtures/ breaks it, is linted as if it stood at `lintAs`, and
 * the rule must report it. A rule that silently stops applying fails here.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = path.join(ROOT, 'tests/lint-fixtures');

interface Case {
  fixture: string;
  lintAs: string;
  rule: string;
  message: RegExp;
}

const infrastructure = ['plugins', 'integrations', 'media', 'dev', 'db', 'live'].map(
  (folder): Case => ({
    fixture: 'plugin-imports-feature.ts',
    lintAs: `src/server/${folder}/fixture.ts`,
    rule: 'local/layer-imports',
    message: /never import features/,
  }),
);

const CASES: Case[] = [
  ...infrastructure,
  { fixture: 'integration-imports-feature.ts', lintAs: 'src/server/integrations/fixture.ts', rule: 'local/layer-imports', message: /never import features/ },
  { fixture: 'live-imports-feature.ts', lintAs: 'src/server/live/fixture.ts', rule: 'local/layer-imports', message: /never import features/ },
  {
    fixture: 'feature-imports-other-feature-helper.ts',
    lintAs: 'src/server/features/chat/fixture.service.ts',
    rule: 'local/layer-imports',
    message: /only through its service or module/,
  },
  {
    fixture: 'feature-imports-other-feature-job.ts',
    lintAs: 'src/server/features/chat/fixture.module.ts',
    rule: 'local/layer-imports',
    message: /only through its service or module/,
  },
  // The import paths are resolved, so a longer spelling of the same file is judged by the file it names.
  {
    fixture: 'feature-imports-other-repo-by-long-path.ts',
    lintAs: 'src/server/features/gallery/fixture.service.ts',
    rule: 'local/layer-imports',
    message: /only through its service or module/,
  },
  // Only <feature>.service.ts and <feature>.module.ts are doors: another .service.ts of a feature is private.
  {
    fixture: 'feature-imports-other-feature-private-service.ts',
    lintAs: 'src/server/features/custom-orders/fixture.service.ts',
    rule: 'local/layer-imports',
    message: /only through its service or module/,
  },
  {
    fixture: 'feature-imports-other-feature-presenter.ts',
    lintAs: 'src/server/features/gallery/fixture.service.ts',
    rule: 'local/layer-imports',
    message: /only through its service or module/,
  },
  { fixture: 'service-imports-own-routes.ts', lintAs: 'src/server/features/chat/fixture.service.ts', rule: 'local/layer-imports', message: /never imports them/ },
  { fixture: 'top-level-imports-feature-repo.ts', lintAs: 'src/server/signed-in-page.ts', rule: 'local/layer-imports', message: /outside the features uses a feature only through/ },
  { fixture: 'top-level-imports-feature-non-door.ts', lintAs: 'src/server/app.ts', rule: 'local/layer-imports', message: /outside the features uses a feature only through/ },
  ...['lib', 'components'].flatMap((folder): Case[] => [
    { fixture: 'client-lib-imports-feature.ts', lintAs: `src/client/${folder}/fixture.ts`, rule: 'local/layer-imports', message: /sit below features\/ and app\// },
    { fixture: 'client-lib-imports-app.ts', lintAs: `src/client/${folder}/fixture.ts`, rule: 'local/layer-imports', message: /sit below features\/ and app\// },
  ]),
  { fixture: 'feature-file-without-role.ts', lintAs: 'src/server/features/gallery/gallery-helpers.ts', rule: 'local/feature-file-role', message: /<name>\.<role>\.ts/ },
  { fixture: 'feature-file-without-role.ts', lintAs: 'src/shared/features/gallery-limits.ts', rule: 'local/schema-file-role', message: /<feature>\.schema\.ts/ },
  {
    fixture: 'client-feature-imports-other-feature.ts',
    lintAs: 'src/client/features/chat/fixture.ts',
    rule: 'local/layer-imports',
    message: /Client features do not import each other/,
  },
  { fixture: 'client-feature-imports-app.ts', lintAs: 'src/client/features/chat/fixture.ts', rule: 'local/layer-imports', message: /Features do not import app/ },
  { fixture: 'server-imports-client.ts', lintAs: 'src/server/plugins/fixture.ts', rule: 'no-restricted-imports', message: /Server code never imports client code/ },
  { fixture: 'client-imports-server.ts', lintAs: 'src/client/lib/fixture.ts', rule: 'no-restricted-imports', message: /Client code never imports server code/ },
  { fixture: 'shared-imports-server.ts', lintAs: 'src/shared/fixture.ts', rule: 'no-restricted-imports', message: /src\/shared is isomorphic/ },
  { fixture: 'routes-import-repo.ts', lintAs: 'src/server/features/chat/fixture.routes.ts', rule: 'local/layer-imports', message: /Routes call the service/ },
  { fixture: 'repo-imports-service.ts', lintAs: 'src/server/features/chat/fixture.repo.ts', rule: 'local/layer-imports', message: /Repos sit below services and routes/ },
  { fixture: 'service-imports-drizzle.ts', lintAs: 'src/server/features/chat/fixture.service.ts', rule: 'no-restricted-imports', message: /Only repos, tables, seeds, db\/ and ops\/ import drizzle/ },
  {
    fixture: 'feature-imports-vendor-sdk.ts',
    lintAs: 'src/server/features/chat/fixture.service.ts',
    rule: 'no-restricted-imports',
    message: /Outside systems are reached only through src\/server\/integrations/,
  },
  { fixture: 'new-app-error.ts', lintAs: 'src/server/features/chat/fixture.service.ts', rule: 'no-restricted-syntax', message: /Use a factory of src\/server\/errors.ts/ },
];

const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function messagesFor(fixture: string, lintAs: string) {
  const code = readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, lintAs) });
  return result?.messages ?? [];
}

describe('lint rules report the files that break them', () => {
  it.each(CASES)('$rule reports $fixture linted as $lintAs', async ({ fixture, lintAs, rule, message }) => {
    const messages = await messagesFor(fixture, lintAs);
    expect(messages.filter((m) => m.ruleId === rule).map((m) => m.message)).toContainEqual(expect.stringMatching(message));
  });

  it('import-x/no-cycle reports two files that import each other', async () => {
    const results = await eslint.lintFiles([path.join(FIXTURES, 'cycle/cycle-a.ts'), path.join(FIXTURES, 'cycle/cycle-b.ts')]);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId), result.filePath).toContain('import-x/no-cycle');
    }
  });

  it('holds the client-feature rule when ESLint runs from another folder', async () => {
    const fromClientFolder = new ESLint({ cwd: path.join(ROOT, 'src/client'), ignore: false });
    const code = readFileSync(path.join(FIXTURES, 'client-feature-imports-other-feature.ts'), 'utf8');
    const [result] = await fromClientFolder.lintText(code, { filePath: path.join(ROOT, 'src/client/features/chat/fixture.ts') });
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'local/layer-imports').map((m) => m.message);
    expect(messages).toContainEqual(expect.stringMatching(/Client features do not import each other/));
  });

  it('leaves a feature alone that reaches another through its service and module', async () => {
    const code =
      "import { findCurrentUser } from '../auth/auth.service.js';\nimport { authModule } from '../../features/auth/auth.module.js';\nexport const both = [findCurrentUser, authModule];\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src/server/features/chat/fixture.service.ts') });
    expect(result?.messages.filter((m) => ['no-restricted-imports', 'local/layer-imports', 'local/feature-file-role'].includes(m.ruleId ?? ''))).toEqual([]);
  });
});
