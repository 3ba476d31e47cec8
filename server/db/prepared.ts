/**
 * A query built once per database handle and sent as a prepared statement (drizzle `.prepare`),
 * for the few queries on hot paths: building a drizzle query costs more Node time than
 * PostgreSQL takes to answer it (measured in bench:bids).
 */
import type { Db } from './client';

export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
