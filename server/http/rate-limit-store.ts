/**
 * A store for @fastify/rate-limit in the database: one upsert per limited request counts the hit and
 * answers the count and the window's time left, so the nodes behind a load balancer share one count
 * (three nodes with a store each would let three times the limit through). The window is fixed, as
 * the plugin's own store keeps it, and timed by the database's clock, the one clock every node
 * shares. Only routes with a limit pay the round trip (sign-in, codes, uploads: never bids or reads).
 */
import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { queryRows } from '../db/query-rows';

type Reply = (error: Error | null, result: { current: number; ttl: number }) => void;

/** What the plugin passes to child(): the route's options merged with its limit, routeInfo among them. */
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

/** The store class the plugin instantiates (`store:` option), bound to the database. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _global?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, reply: Reply, timeWindowMs: number): void {
      countHit(db, this.prefix + key, timeWindowMs).then(
        (result) => reply(null, result),
        (error: Error) => reply(error, { current: 0, ttl: 0 }),
      );
    }

    read(key: string, reply: Reply): void {
      readHits(db, this.prefix + key).then(
        (result) => reply(null, result),
        (error: Error) => reply(error, { current: 0, ttl: 0 }),
      );
    }

    child(params: RouteParams): FastifyRateLimitStore {
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method}${params.routeInfo?.url ?? ''}:`);
    }
  };
}

async function countHit(db: Db, key: string, timeWindowMs: number) {
  // A count is no money: its commit need not wait for the disk (a crash forgets a few hits at most).
  // set_config(…, true) lasts until this statement's own transaction commits: one round trip.
  const [row] = await queryRows<{ hits: number; ttl: number }>(
    db,
    sql`insert into rate_limit_hits as r (key, hits, window_ends_at)
        select ${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond'
        from (select set_config('synchronous_commit', 'off', true)) as no_wait
        on conflict (key) do update set
          hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
          window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
        returning r.hits, greatest(0, ceil(extract(epoch from (r.window_ends_at - now())) * 1000))::int as ttl`,
  );
  return { current: Number(row!.hits), ttl: Number(row!.ttl) };
}

async function readHits(db: Db, key: string) {
  const [row] = await queryRows<{ hits: number; ttl: number }>(
    db,
    sql`select hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl
        from rate_limit_hits where key = ${key} and window_ends_at > now()`,
  );
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Forgets windows that ended a minute ago or more (the account-throttle sweeper calls it). */
export async function forgetEndedRateLimitWindows(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 minute'`))
    .returning({ key: rateLimitHits.key });
  return gone.length;
}
