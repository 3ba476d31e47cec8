import { and, eq, gt, isNull } from 'drizzle-orm';
import { humanChecks } from '../../db/schema';
import type { ServiceContext } from '../context';
import { hashSecretToken } from './secret-token';

/** Spends a human-check ticket; false when it is unknown, expired or already spent. */
export async function redeemHumanTicket({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>, ticket: string) {
  const now = clock.now();
  const spent = await db
    .update(humanChecks)
    .set({ usedAt: now })
    .where(and(eq(humanChecks.ticketHash, hashSecretToken(ticket)), isNull(humanChecks.usedAt), gt(humanChecks.expiresAt, now)))
    .returning({ id: humanChecks.id });
  return spent.length > 0;
}
