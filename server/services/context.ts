import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { Providers } from '../providers';

/** What a service needs from the application: the database, the time and the external providers. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  providers: Providers;
}
