import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PATHS } from '../../shared/features/members.schema.js';
import { updateUserRecord } from '../features/auth/auth.service.js';
import { signInBasic, signInOwner, type Person } from '../test-support/people.js';
import { createTestApp } from '../test-support/test-app.js';
import { exportCsvCommand } from './admin-commands.js';

/** Every start a spreadsheet reads as a formula or a control (OWASP's CSV injection list). */
const HOSTILE = ['=HYPERLINK("http://x.example","open")', '+SUM(1+1)', '-2+3', '@SUM(1)', '\tTAB', '\rCR'];

describe('the members CSV of the dashboard and of `npm run admin -- export-csv`', () => {
  let app: FastifyInstance;
  let owner: Person;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInOwner(app);
    for (const [index, name] of HOSTILE.entries()) {
      const member = await signInBasic(app, `hostile${index}@example.com`);
      await updateUserRecord(app.ctx, member.id, { username: name });
    }
  }, 60_000);
  afterAll(async () => app.close());

  const fromDashboard = async () => {
    const res = await app.inject({ url: MEMBER_PATHS.exportMembers, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const fromCommand = async () => {
    const lines: string[] = [];
    await exportCsvCommand({ ctx: app.ctx, log: app.log, out: (line) => lines.push(line) });
    return `${lines.join('\n')}\n`;
  };

  it('has the same header and the same rows in both', async () => {
    const [dashboard, command] = [await fromDashboard(), await fromCommand()];
    expect(command.split('\n')[0]).toBe('email,username,tier,status,member_since,period_end,complimentary,total_paid');
    expect(command.split('\n')[0]).toBe(dashboard.split('\n')[0]);
    expect(parse(command)).toEqual(parse(dashboard));
  });

  it.each([
    ['dashboard', fromDashboard],
    ['command', fromCommand],
  ])('writes each formula-like username as text in the %s export', async (_name, exported) => {
    const csv = await exported();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    const usernames = new Map(rows.map((row) => [row.email, row.username]));
    expect(HOSTILE.length).toBe(6);
    for (const [index, name] of HOSTILE.entries()) expect(usernames.get(`hostile${index}@example.com`), JSON.stringify(name)).toBe(`'${name}`);
    // Quoted as csv-stringify quotes: the quote, comma, tab and CR cells are inside double quotes.
    expect(csv).toContain('"\'=HYPERLINK(""http://x.example"",""open"")"');
    expect(csv).toContain('"\'\rCR"');
  });
});
