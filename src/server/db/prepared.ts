import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * A hand-written statement on a hot path, prepared under `name`: drizzle builds
 * its SQL once, and PostgreSQL parses and plans it once per connection instead
 * of at every call. Its values are the `sql.placeholder()`s of `query`.
 * (Query-builder statements use drizzle's own `.prepare(name)`, kept by `preparedPerDatabase`.)
 */
export function preparedStatement<Row>(name: string, query: SQL): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const built = new PgDialect().sqlToQuery(query);
  const perDatabase = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db, values) => {
    let prepared = perDatabase.get(db);
    if (!prepared) perDatabase.set(db, (prepared = db._.session.prepareQuery(built, undefined, name, false)));
    const result = (await prepared.execute(values)) as Row[] | { rows: Row[] };
    return Array.isArray(result) ? result : result.rows;
  };
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
