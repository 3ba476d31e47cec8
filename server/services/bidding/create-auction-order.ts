/**
 * The winner's order when an auction closes (DESIGN.md section 5): unpaid (OrderStatus 1), due in
 * 2 days, total = hammer price + postage + buyer premium. State tax is 0 here: it depends on the
 * delivery address, which the buyer picks at checkout (issue 5), and checkout adds it then.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { members, orders } from '../../db/schema';
import { buyerPremiumCents } from '../../../src/domain/fees/buyer-premium';

/** An auction order must be paid within 2 days of the auction closing (spec 2 section 4; spec 3 countdowns). */
export const AUCTION_PAYMENT_WINDOW_MS = 2 * 86_400_000;

export interface WonAuction {
  id: number;
  priceCents: number;
  postageCents: number;
  sellerMemberId: number;
  /** The seller's region at listing time. */
  memberSource: string;
}

export async function createAuctionOrder(tx: Tx, auction: WonAuction, winnerId: number, now: Date): Promise<number> {
  const [buyer] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, winnerId));
  // The id first: the order code is made from it, as listing codes are.
  const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const serviceFeeCents = buyerPremiumCents(auction.priceCents, auction.postageCents);
  await tx.insert(orders).values({
    id,
    code: `HO${String(id).padStart(8, '0')}`,
    buyerMemberId: winnerId,
    sellerMemberId: auction.sellerMemberId,
    commodityId: auction.id,
    source: 'auction',
    // Spec 2 "Domestic and cross-region": 0 within the seller's region, 2 through the agency.
    businessType: buyer?.memberSource === auction.memberSource ? 0 : 2,
    orderStatus: 1,
    itemCents: auction.priceCents,
    postageCents: auction.postageCents,
    serviceFeeCents,
    taxCents: 0,
    totalCents: auction.priceCents + auction.postageCents + serviceFeeCents,
    payDueAt: new Date(now.getTime() + AUCTION_PAYMENT_WINDOW_MS),
    createdAt: now,
  });
  return id;
}
