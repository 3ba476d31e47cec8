/**
 * The member's CHP history (spec 3 "Consumption record"), newest first. The balance after each row
 * is a window sum over all the member's rows in ledger order (created_at, id), signed exactly as
 * getChpBalance signs them, so the newest row's SumMoney is the balance. Filters apply after the
 * window: a filtered page still shows the true balance after each row.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chpLedger } from '../../db/schema';
import {
  consumptionTypeOf,
  type ChpHistoryQuery,
  type ChpHistoryReply,
  type ChpKind,
} from '../../../src/domain/chp/chp-history.schema';
import { getChpBalance } from './get-chp-balance';

const DAY_MS = 86_400_000;

const signedAmount = sql`case ${chpLedger.kind}
  when 'credit' then ${chpLedger.amountCents}
  when 'release' then ${chpLedger.amountCents}
  when 'debit' then -${chpLedger.amountCents}
  when 'hold' then -${chpLedger.amountCents}
  else 0 end`;

export async function listChpHistory(db: Db, memberId: number, query: ChpHistoryQuery): Promise<ChpHistoryReply> {
  const withBalance = db
    .select({
      id: chpLedger.id,
      kind: chpLedger.kind,
      amountCents: chpLedger.amountCents,
      description: chpLedger.description,
      createdAt: chpLedger.createdAt,
      balanceAfter: sql<string>`sum(${signedAmount}) over (order by ${chpLedger.createdAt}, ${chpLedger.id} rows between unbounded preceding and current row)`.as(
        'balance_after',
      ),
    })
    .from(chpLedger)
    .where(eq(chpLedger.memberId, memberId))
    .as('with_balance');

  const filters: SQL[] = [];
  if (query.begindate) filters.push(gte(withBalance.createdAt, new Date(`${query.begindate}T00:00:00Z`)));
  if (query.enddate) filters.push(lt(withBalance.createdAt, new Date(new Date(`${query.enddate}T00:00:00Z`).getTime() + DAY_MS)));
  if (query.ConsumptionType === 2) filters.push(sql`${withBalance.kind} in ('credit', 'release')`);
  if (query.ConsumptionType === 1) filters.push(sql`${withBalance.kind} in ('debit', 'hold')`);

  const rows = await db
    .select({
      id: withBalance.id,
      kind: withBalance.kind,
      amountCents: withBalance.amountCents,
      description: withBalance.description,
      createdAt: withBalance.createdAt,
      balanceAfter: withBalance.balanceAfter,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(withBalance)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(withBalance.createdAt), desc(withBalance.id))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);

  // A page past the end has no row to carry the total: the first page tells it (rare).
  const Count = rows[0]?.total ?? (query.pageIndex > 1 ? (await listChpHistory(db, memberId, { ...query, pageIndex: 1 })).Count : 0);
  return {
    Data: rows.map((row) => {
      const kind = row.kind as ChpKind;
      return {
        Id: row.id,
        Describe: row.description,
        ConsumptionType: consumptionTypeOf(kind),
        Kind: kind,
        Money: Number(row.amountCents),
        SumMoney: Number(row.balanceAfter),
        CreateDate: new Date(row.createdAt).toISOString(),
      };
    }),
    Count,
    Balance: await getChpBalance(db, memberId),
  };
}

