/**
 * A PostgreSQL database of its own under an admin URL (API tests, benchmarks), and the way to drop
 * it again, connections and all. With a template, the new database is a copy of it (no session may
 * be connected to the template meanwhile).
 */
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

export async function createScratchDatabase(adminUrl: string, name: string, template?: string): Promise<ScratchDatabase> {
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
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
