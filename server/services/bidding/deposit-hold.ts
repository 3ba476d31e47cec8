/** The CHP deposit hold of one member on one item: a 'hold' ledger row with reference commodity:<id>. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chpLedger } from '../../db/schema';

export function depositReference(commodityId: number): string {
  return `commodity:${commodityId}`;
}

/** The member holds this item's deposit now (held and not yet released). */
export async function holdsDeposit(db: Db | Tx, memberId: number, commodityId: number): Promise<boolean> {
  const reference = depositReference(commodityId);
  const [row] = await db
    .select({
      held: sql<boolean>`bool_or(${chpLedger.kind} = 'hold') and not bool_or(${chpLedger.kind} = 'release')`,
    })
    .from(chpLedger)
    .where(and(eq(chpLedger.memberId, memberId), eq(chpLedger.reference, reference)));
  return Boolean(row?.held);
}
