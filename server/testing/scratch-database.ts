/**
 * A PostgreSQL database of its own under an admin URL (API tests, benchmarks), and the way to drop
 * it again, connections and all.
 */
import pg from 'pg';

export async function createScratchDatabase(adminUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
