/**
 * The gate before bidding, buying or making an offer (spec 2 section 4, in its order): a verified
 * identity, a phone, an address, not one's own item, and no unpaid order past its due time.
 * Visitors never get here (requireMember answers 401). Reused by bids, buy now and offers.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members, orders } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';

export async function assertCanTrade(db: Db | Tx, memberId: number, sellerMemberId: number, now: Date): Promise<void> {
  // One round trip: bids on a hot item pass through here hundreds of times a second.
  const [member] = await db
    .select({
      verifyStatus: members.verifyStatus,
      telPhone: members.telPhone,
      // Written out: drizzle leaves columns unqualified inside select fields, which a subquery would misread.
      hasAddress: sql<boolean>`exists (select 1 from addresses a where a.member_id = "members"."id")`,
      hasOverdueOrder: sql<boolean>`exists (select 1 from ${orders} o where o.buyer_member_id = "members"."id"
        and o.order_status = 1 and o.pay_due_at < ${now.toISOString()}::timestamptz)`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw unauthorized();
  if (member.verifyStatus !== 2) throw forbidden('VERIFY_REQUIRED');
  if (!member.telPhone) throw forbidden('PHONE_NOT_SET');
  if (!member.hasAddress) throw forbidden('ADDRESS_NOT_SET');
  if (memberId === sellerMemberId) throw forbidden('OWN_ITEM');
  if (member.hasOverdueOrder) throw forbidden('UNPAID_ORDER');
}
