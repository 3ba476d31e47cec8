/**
 * The standalone relay's PostgreSQL connection. Unlike server/db/client.ts it applies no migration:
 * the API owns the schema, so the relay checks that the push tables are there and stops otherwise.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import * as schema from '../server/db/schema';
import type { Database, Db } from '../server/db/client';
import { PostgresListener } from '../server/db/postgres-listener';

export async function openRelayDatabase(url: string): Promise<Pick<Database, 'db' | 'listen' | 'close'>> {
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'holo-push-relay' });
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.warn(`database: idle connection lost: ${error.message}`);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  try {
    await db.execute(sql`select 1 from push_deliveries limit 1`);
  } catch (error) {
    await pool.end();
    throw new Error('the push tables are missing: start the API once against this database to migrate it', { cause: error });
  }
  const listener = new PostgresListener(url);
  return {
    db,
    listen: (channel, handler, options) => listener.listen(channel, handler, options),
    async close() {
      closing = true;
      await listener.close();
      await pool.end();
    },
  };
}
