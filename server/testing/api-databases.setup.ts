/**
 * Vitest global setup of the API project: one migrated database for the whole run, which every test
 * file's database starts as a copy of. On PGlite (no TEST_DATABASE_URL) an image written to a
 * temporary file; on PostgreSQL a template database, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../db/client';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite image, or '' when the API tests run on PostgreSQL. */
    pgliteImagePath: string;
    /** Name of the migrated template database, or '' when the API tests run on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const template = await createScratchDatabase(admin, `holo_template_${randomBytes(6).toString('hex')}`);
    const database = await openDatabase({ databaseUrl: template.url, dataDir: 'memory://' });
    await database.close();
    project.provide('pgliteImagePath', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'holo-pglite-image-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImagePath', file);
  project.provide('postgresTemplate', '');
  return () => rm(folder, { recursive: true, force: true });
}
