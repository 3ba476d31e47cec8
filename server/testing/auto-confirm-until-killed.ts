/**
 * A sweeper process for the condition check's kill -9 test (auto-confirm-checks-killed.api.test.ts):
 * opens the database given as argument (a PostgreSQL URL, or a PGlite data directory) and confirms
 * due warehouse items in passes of 10, printing how many orders it has finished after each, until
 * its parent kills it.
 */
import { openDatabase } from '../db/client';
import { buildApp } from '../app';
import { readEnv } from '../env';
import { runOnce } from '../jobs/auto-confirm-checks';

const [target = ''] = process.argv.slice(2);
const url = target.startsWith('postgres') ? target : undefined;
const database = await openDatabase({ databaseUrl: url, dataDir: url ? 'memory://' : target });
const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: 'memory://' });
const app = await buildApp({ env: { ...env, DATABASE_URL: url }, database, logger: false });
let finished = 0;
for (;;) {
  const pass = await runOnce(app.ctx, undefined, 10);
  finished += pass.confirmed;
  process.stdout.write(`finished ${finished}\n`);
}
