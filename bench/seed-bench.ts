/**
 * Seeds a fresh in-memory database (PGlite, or PostgreSQL when DATABASE_URL is set) with the demo
 * data and prints how long each phase took and how many rows each table got.
 * Run with `npm run bench:seed`.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedDemoDataIfEmpty } from '../server/db/seed';

const tables = [
  'areas', 'us_states', 'exchange_rates', 'categories', 'properties', 'property_values', 'category_properties',
  'manufacturers', 'members', 'addresses', 'stores', 'commodities', 'commodity_conditions', 'bids', 'watches',
  'followed_sellers', 'chp_ledger', 'banners',
];

const opened = performance.now();
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const migrated = performance.now();
const seededNow = await seedDemoDataIfEmpty(database.db, { info: () => {} });
const seeded = performance.now();

console.log(`database: ${database.kind}${seededNow ? '' : ' (already had members: nothing seeded)'}`);
console.log(`open + migrate: ${(migrated - opened).toFixed(0)} ms`);
console.log(`seed (hash, build, insert in one transaction): ${(seeded - migrated).toFixed(0)} ms`);
console.log('rows:');
for (const table of tables) {
  const result = await database.db.execute(sql.raw(`select count(*)::int as count from "${table}"`));
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  console.log(`  ${table.padEnd(22)} ${String(rows[0]?.count ?? 0).padStart(6)}`);
}
const statuses = await database.db.execute(
  sql`select by_way, order_type, status, count(*)::int as count from commodities group by 1, 2, 3 order by 1, 2, 3 desc`,
);
console.log('listings by by_way / order_type / status:');
for (const row of (statuses as unknown as { rows: Record<string, number>[] }).rows) {
  console.log(`  by_way ${row.by_way}  order_type ${row.order_type}  status ${String(row.status).padStart(2)}  ${row.count}`);
}
await database.close();
