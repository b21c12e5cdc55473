// Linted as src/server/features/chat/*.service.ts: only repos, tables and db/ write SQL.
import { sql } from 'drizzle-orm';

export const query = sql`select 1`;
