/**
 * Returns bid deposits (DESIGN.md section 5): one 'release' row per 'hold' on the item, same amount
 * and reference. The unique release index (member, reference) makes it idempotent: a deposit comes
 * back once however often this runs, whichever of settlement or payment gets there first.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chpLedger } from '../../db/schema';
import { depositReference } from '../bidding/deposit-hold';

export interface HeldItem {
  id: number;
  code: string;
}

/** Whose deposits: everyone's but the winner's (null: everyone's), or one member's. */
export type DepositHolders = { exceptMemberId: number | null } | { memberId: number };

export interface ReleasedDeposit {
  memberId: number;
  amountCents: number;
}

export async function releaseDepositHolds(tx: Tx, item: HeldItem, holders: DepositHolders, now: Date): Promise<ReleasedDeposit[]> {
  const reference = depositReference(item.id);
  const conditions: SQL[] = [eq(chpLedger.kind, 'hold'), eq(chpLedger.reference, reference)];
  if ('memberId' in holders) conditions.push(eq(chpLedger.memberId, holders.memberId));
  else if (holders.exceptMemberId !== null) conditions.push(ne(chpLedger.memberId, holders.exceptMemberId));
  const holds = await tx
    .select({ memberId: chpLedger.memberId, amountCents: chpLedger.amountCents })
    .from(chpLedger)
    .where(and(...conditions))
    .orderBy(chpLedger.memberId);
  if (!holds.length) return [];
  return tx
    .insert(chpLedger)
    .values(
      holds.map((hold) => ({
        memberId: hold.memberId,
        kind: 'release',
        amountCents: hold.amountCents,
        description: `Bid deposit released for item ${item.code}`,
        reference,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ memberId: chpLedger.memberId, amountCents: chpLedger.amountCents });
}
