import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { Providers } from '../providers';
import type { SessionCache } from './accounts/session-cache';
import type { BidDesk } from './bidding/bid-desk';

/** What a service needs from the application: the database, the time, the external providers and the node's caches. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  providers: Providers;
  /** Sessions seen lately (server/services/accounts/session-cache.ts). */
  sessions: SessionCache;
  /** Auctions as this node last saw them (server/services/bidding/bid-desk.ts). */
  bidDesk: BidDesk;
}
