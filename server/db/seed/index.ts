import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';

// Placeholder: the demo data loader is being written.
export async function seedDemoDataIfEmpty(_db: Db, _log: FastifyBaseLogger): Promise<boolean> {
  return false;
}
