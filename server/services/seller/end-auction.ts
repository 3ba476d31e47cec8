/**
 * A seller ends their live auction now (POST /api/seller/listings/{id}/end): the end moves to now
 * and the auction is settled in the same transaction by the sweeper's own settle function, so the
 * result (order, deposits, events) is the one the normal end would give. The row lock waits for a
 * bid in flight; a bid after this commit finds the auction closed.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { assertAuctionOpen } from '../bidding/auction-open';
import { settleLockedAuction, settlementColumns } from '../bidding/settle-auction';
import type { EndAuctionReply } from '../../../src/domain/seller/end-auction.schema';

export async function endAuction(ctx: ServiceContext, sellerId: number, commodityId: number): Promise<EndAuctionReply> {
  const reply = await ctx.db.transaction(async (tx): Promise<EndAuctionReply> => {
    const [auction] = await tx
      .select({ ...settlementColumns, startsAt: commodities.startsAt })
      .from(commodities)
      .where(eq(commodities.id, commodityId))
      .for('update');
    if (!auction) throw notFound('LISTING_NOT_FOUND');
    if (auction.sellerMemberId !== sellerId) throw forbidden();
    const now = ctx.clock.now();
    // Past its end but not swept yet counts as ended: the sweeper settles it at its real end.
    assertAuctionOpen(auction, now);

    await tx.update(commodities).set({ endsAt: now }).where(eq(commodities.id, commodityId));
    const settled = await settleLockedAuction(tx, { ...auction, endsAt: now }, now);
    if (!settled) throw conflict('AUCTION_ENDED');
    return { ID: commodityId, Status: settled.status, OrderId: settled.orderId };
  });
  ctx.bidDesk.forget(commodityId);
  return reply;
}
