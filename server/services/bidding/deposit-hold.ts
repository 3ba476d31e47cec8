/** The CHP deposit hold of one member on one item: a 'hold' ledger row with reference commodity:<id>. */
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

export function depositReference(commodityId: number): string {
  return `commodity:${commodityId}`;
}

/** Whether the member holds this item's deposit now (held and not yet released), as a select field. */
export function depositHeldField(memberId: number | Placeholder, reference: string | Placeholder) {
  return sql<boolean>`exists (select 1 from chp_ledger l where l.member_id = ${memberId} and l.reference = ${reference} and l.kind = 'hold')
    and not exists (select 1 from chp_ledger l where l.member_id = ${memberId} and l.reference = ${reference} and l.kind = 'release')`;
}

export async function holdsDeposit(db: Db | Tx, memberId: number, commodityId: number): Promise<boolean> {
  const [row] = await db.select({ held: depositHeldField(memberId, depositReference(commodityId)) }).from(sql`(select 1) as one`);
  return Boolean(row?.held);
}
