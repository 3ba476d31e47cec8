import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chpLedger } from '../../db/schema';

/** A member's spendable CHP in cents: credits − debits − holds + releases over the whole ledger. */
export async function getChpBalance(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(case ${chpLedger.kind}
        when 'credit' then ${chpLedger.amountCents}
        when 'release' then ${chpLedger.amountCents}
        when 'debit' then -${chpLedger.amountCents}
        when 'hold' then -${chpLedger.amountCents}
        else 0 end), 0)`,
    })
    .from(chpLedger)
    .where(eq(chpLedger.memberId, memberId));
  return Number(row?.cents ?? 0);
}
