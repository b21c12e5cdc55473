import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { ConfigError, loadConfigFromProcess } from '../config.js';
import { AppError } from '../errors.js';
import { findProjectRoot } from '../project-root.js';
import {
  CommandError,
  configCommand,
  doctorCommand,
  exportCsvCommand,
  findCommand,
  grantCompCommand,
  healthCommand,
  importMembersCommand,
  makeAdminCommand,
  membersCommand,
  migrateCommand,
  resyncCommand,
  revokeCompCommand,
  unmakeAdminCommand,
  type CommandIo,
} from './admin-commands.js';

/** `npm run admin -- <command>`: the operator's command line, on the same database and services as the site. */

const USAGE = `Usage: npm run admin -- <command>

  members [--search TEXT] [--tier pro|basic] [--limit N]   list members
  find <id|email|username>                                 show one member's record
  make-admin <member> / unmake-admin <member>              give or take back the admin role
  resync <member>                                          re-read the member's subscription from the payment provider
  export-csv                                               all members as CSV on stdout
  config                                                   the configuration, secrets redacted
  migrate                                                  apply the committed migrations and say where the database is
  health                                                   database, migrations, e-mail queue and members (exit 1 on trouble)
  doctor                                                   checks a deployment: Node, database and migrations, clock, storage, disk, e-mail, payments (exit 1 on a failure)
  grant-comp <member> [--until YYYY-MM-DD]                 give complimentary Pro (no payment), until that day or until revoked
  revoke-comp <member>                                     take complimentary Pro back
  import-members FILE [--dry-run] [--send-emails]          import members from a Ghost or Patreon export or a plain CSV list
                                                           (email,name,tier,paid_until,stripe_customer_id); a line per row
`;

type Run = (io: CommandIo, args: string[], options: Record<string, string | boolean | undefined>) => Promise<void>;
const COMMANDS: Record<string, Run> = {
  members: (io, _args, options) => membersCommand(io, options as { search?: string; tier?: string; limit?: string }),
  find: (io, [key]) => findCommand(io, key),
  'make-admin': (io, [key]) => makeAdminCommand(io, key),
  'unmake-admin': (io, [key]) => unmakeAdminCommand(io, key),
  resync: (io, [key]) => resyncCommand(io, key),
  'grant-comp': (io, [key], options) => grantCompCommand(io, key, { until: options.until as string | undefined }),
  'import-members': (io, [file], options) => importMembersCommand(io, file, { dryRun: options['dry-run'] === true, sendEmails: options['send-emails'] === true }),
  'revoke-comp': (io, [key]) => revokeCompCommand(io, key),
  'export-csv': (io) => exportCsvCommand(io),
  migrate: (io) => migrateCommand(io),
  health: (io) => healthCommand(io),
  doctor: (io) => doctorCommand(io),
};

const out = (line: string) => process.stdout.write(`${line}\n`);

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      search: { type: 'string' },
      tier: { type: 'string' },
      limit: { type: 'string' },
      until: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'send-emails': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    process.stdout.write(USAGE);
    return command || values.help ? 0 : 2;
  }
  const run = COMMANDS[command];
  if (!run && command !== 'config') {
    process.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  // The admin command line prints its own lines; the app's request log stays quiet.
  const config = { ...loadConfigFromProcess({ projectRoot: findProjectRoot() }), logLevel: 'warn', prettyLogs: false, clientDir: null };
  if (!run) {
    configCommand(out, config);
    return 0;
  }
  const app = await buildApp(config);
  try {
    await run({ ctx: app.ctx, log: app.log, out }, args, {
      search: values.search,
      tier: values.tier,
      limit: values.limit,
      until: values.until,
      'dry-run': values['dry-run'],
      'send-emails': values['send-emails'],
    });
  } finally {
    await app.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) process.stderr.write(`Configuration error: ${error.message}\n`);
    else if (error instanceof CommandError || error instanceof AppError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
