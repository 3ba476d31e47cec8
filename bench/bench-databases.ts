/**
 * Where the bid and push benchmarks run: a fresh embedded PGlite, then PostgreSQL in a database of
 * their own, created under the admin URL and dropped after, each seeded without the demo data.
 * Each prints its fsync and synchronous_commit first (bench-durability.ts).
 */
import { openDatabase, type Database } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { printDurability } from './bench-durability';

const quiet = { info: () => {} };

/**
 * Runs `run` on each database in turn, printing the database's name first; true when no run
 * returned false. `name` names the PostgreSQL database (with the process id).
 */
export async function forEachDatabase(
  name: string,
  adminUrl: string | undefined,
  run: (database: Database, url: string | undefined) => Promise<boolean | void>,
): Promise<boolean> {
  let ok = true;
  if (process.env.BENCH_SKIP_PGLITE === '1' && adminUrl) console.log('\nPGlite (embedded): skipped (BENCH_SKIP_PGLITE=1)');
  else ok = (await runOn('PGlite (embedded)', undefined)) !== false;
  if (adminUrl) ok = (await runOn('PostgreSQL', adminUrl)) !== false && ok;
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  return ok;

  async function runOn(label: string, admin: string | undefined) {
    console.log(`\n${label}`);
    const { url, drop } = admin ? await createScratchDatabase(admin, `${name}_${process.pid}`) : { url: undefined, drop: async () => {} };
    let database: Database | undefined;
    try {
      database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      await seedDatabase(database.db, quiet, { demo: false });
      await printDurability(database);
      return await run(database, url);
    } finally {
      await database?.close();
      await drop();
    }
  }
}
