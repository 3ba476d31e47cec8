/** Reading and locking a member's seller application (one row per member, reused by a reapplication). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sellerApplications } from '../../db/schema';

export type ApplicationRow = typeof sellerApplications.$inferSelect;

export async function applicationOf(db: Db | Tx, memberId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.memberId, memberId));
  return row;
}

/** The row locked until the transaction ends: two moves of one application (a double click, two staff) run one after the other. */
export async function lockedApplication(tx: Tx, memberId: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(sellerApplications).where(eq(sellerApplications.memberId, memberId)).for('update');
  return row;
}

/** Holo's reference at the payout provider: the member and the attempt, so an old attempt's result cannot move a new one. */
export const payoutReference = (row: Pick<ApplicationRow, 'memberId' | 'attempts'>) => `${row.memberId}:${row.attempts}`;
