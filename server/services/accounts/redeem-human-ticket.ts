import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { humanChecks } from '../../db/schema';
import { hashSecretToken } from './secret-token';

/** Spends a sandbox human-check ticket; false when it is unknown, expired or already spent. */
export async function redeemHumanTicket(db: Db, now: Date, ticket: string) {
  const spent = await db
    .update(humanChecks)
    .set({ usedAt: now })
    .where(and(eq(humanChecks.ticketHash, hashSecretToken(ticket)), isNull(humanChecks.usedAt), gt(humanChecks.expiresAt, now)))
    .returning({ id: humanChecks.id });
  return spent.length > 0;
}
