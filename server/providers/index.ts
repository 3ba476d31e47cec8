import type { Db } from '../db/client';
import { createSandboxMessenger, type Messenger } from './messenger';

/** External services. Each has a sandbox implementation that is the embedded default. */
export interface Providers {
  messenger: Messenger;
}

export function createProviders(db: Db): Providers {
  return { messenger: createSandboxMessenger(db) };
}
