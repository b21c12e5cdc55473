import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * A hand-written statement on a hot path, prepared under `name`: drizzle builds
 * its SQL once, and PostgreSQL parses and plans it once per connection instead
 * of at every call. Its values are the `sql.placeholder()`s of `query`.
 * (Query-builder statements use drizzle's own `.prepare(name)`, kept by `preparedPerDatabase`.)
 */
export function preparedStatement<Row>(name: string, query: SQL): PreparedStatement<Row> {
  const built = new PgDialect().sqlToQuery(query);
  const perDatabase = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  const run = async (db: Db, values: Record<string, unknown>) => {
    let prepared = perDatabase.get(db);
    if (!prepared) perDatabase.set(db, (prepared = db._.session.prepareQuery(built, undefined, name, false)));
    return rowsOf<Row>(await prepared.execute(values));
  };
  return Object.assign(run, { query });
}

/** A prepared statement; `query` is its SQL, for a test that reads its plan (test-support/query-plans.ts). */
export type PreparedStatement<Row> = ((db: Db, values: Record<string, unknown>) => Promise<Row[]>) & { readonly query: SQL };

/** The rows of a result, whichever driver answered (node-postgres wraps them, the embedded one may not). */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

/**
 * A query-builder statement prepared with drizzle's `.prepare(name)`, made once
 * per database (an app, a test app) and reused for every call on it.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const perDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = perDatabase.get(db);
    if (!prepared) perDatabase.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
