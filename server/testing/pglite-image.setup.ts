/**
 * Vitest global setup of the API project: on PGlite (no TEST_DATABASE_URL), one migrated database
 * image for the whole run, written to a temporary file that every test file's database starts from.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite image, or '' when the API tests run on PostgreSQL. */
    pgliteImagePath: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteImagePath', '');
    return;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'holo-pglite-image-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImagePath', file);
  return () => rm(folder, { recursive: true, force: true });
}
