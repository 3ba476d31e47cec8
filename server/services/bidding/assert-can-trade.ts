/**
 * The gate before bidding, buying or making an offer (spec 2 section 4, in its order): a verified
 * identity, a phone, an address, not one's own item, and no unpaid order past its due time.
 * Visitors never get here (requireMember answers 401). Reused by bids, buy now and offers.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { forbidden, unauthorized } from '../../http/errors';

/** How long a member who let an order close unpaid may not bid, buy or make offers. */
export const UNPAID_BLOCK_DAYS = 30;

/**
 * The member's gate facts as select fields, so a caller can read them in the same round trip as
 * the item: bids on a hot item pass through here hundreds of times a second.
 */
export function tradeGateFields(memberId: number | Placeholder, nowIso: string | Placeholder) {
  return {
    verifyStatus: sql<number | null>`(select m.verify_status from members m where m.id = ${memberId})`,
    telPhone: sql<string | null>`(select m.tel_phone from members m where m.id = ${memberId})`,
    hasAddress: sql<boolean>`exists (select 1 from addresses a where a.member_id = ${memberId})`,
    // Unpaid past its due time, or closed for it within UNPAID_BLOCK_DAYS (the sweeper closes
    // overdue orders within seconds, and spec 2 section 6 bars buyers who failed to pay).
    hasOverdueOrder: sql<boolean>`exists (select 1 from orders o where o.buyer_member_id = ${memberId}
      and ((o.order_status = 1 and o.pay_due_at < ${nowIso}::timestamptz)
        or (o.order_status = 6 and o.close_reason = 'unpaid'
          and o.closed_at > ${nowIso}::timestamptz - make_interval(days => ${UNPAID_BLOCK_DAYS}))))`,
  };
}

/**
 * The gate's facts as one condition that holds when judgeTradeGate would let the member through
 * (the own-item rule aside: it needs the seller), for a write that must not happen otherwise.
 */
export function tradeGatePasses(memberId: number, nowIso: string): SQL {
  const facts = tradeGateFields(memberId, nowIso);
  return sql`(${facts.verifyStatus} = 2 and coalesce(${facts.telPhone}, '') <> '' and ${facts.hasAddress} and not ${facts.hasOverdueOrder})`;
}

export interface TradeGateFacts {
  verifyStatus: number | null;
  telPhone: string | null;
  hasAddress: boolean;
  hasOverdueOrder: boolean;
}

/** Throws the gate's first refusal; a null verifyStatus means the member no longer exists. */
export function judgeTradeGate(facts: TradeGateFacts, memberId: number, sellerMemberId: number): void {
  if (facts.verifyStatus === null) throw unauthorized();
  if (facts.verifyStatus !== 2) throw forbidden('VERIFY_REQUIRED');
  if (!facts.telPhone) throw forbidden('PHONE_NOT_SET');
  if (!facts.hasAddress) throw forbidden('ADDRESS_NOT_SET');
  if (memberId === sellerMemberId) throw forbidden('OWN_ITEM');
  if (facts.hasOverdueOrder) throw forbidden('UNPAID_ORDER');
}

export async function assertCanTrade(db: Db | Tx, memberId: number, sellerMemberId: number, now: Date): Promise<void> {
  const [facts] = await db.select(tradeGateFields(memberId, now.toISOString())).from(sql`(select 1) as one`);
  judgeTradeGate(facts!, memberId, sellerMemberId);
}
