/**
 * Buy It Now (spec 2 "Item detail" buy-now variant, section 4 gate): the gate, then an unpaid order
 * at the listed price, in one transaction that locks the listing's row. The listing is marked sold
 * (-2) at once, so a second buyer gets 'Sorry, this item has been bought by another buyer'; if the
 * order is not paid in time it closes and the listing goes back on sale (close-unpaid-orders.ts).
 * The same buyer clicking twice gets the same order back.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, orders } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertCanTrade } from '../bidding/assert-can-trade';
import { effectiveStatus } from '../bidding/auction-open';
import { createMarketplaceOrder } from './create-marketplace-order';
import { OrderStatus } from '../../../src/domain/orders/order.schema';

export async function buyNow(ctx: ServiceContext, buyerId: number, commodityId: number): Promise<{ OrderId: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(commodities).where(eq(commodities.id, commodityId)).for('update');
    if (!item) throw notFound('LISTING_NOT_FOUND');
    await assertCanTrade(tx, buyerId, item.sellerMemberId, now);
    if (item.byWay !== 1 || item.orderType !== 0) throw conflict('ITEM_UNAVAILABLE');
    const status = effectiveStatus(item, now);
    if (status === 2) throw conflict('ITEM_COMING_SOON');
    if (status !== 1) {
      const [mine] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.commodityId, commodityId),
            eq(orders.buyerMemberId, buyerId),
            inArray(orders.source, ['buynow', 'offer']),
            lt(orders.orderStatus, OrderStatus.Closed),
          ),
        );
      if (mine) return { OrderId: mine.id };
      throw conflict(status === -2 ? 'ITEM_BOUGHT' : 'ITEM_UNAVAILABLE');
    }
    const orderId = await createMarketplaceOrder(tx, { listing: item, buyerId, priceCents: item.priceCents, source: 'buynow', now });
    await tx.update(commodities).set({ status: -2, updatedAt: now }).where(eq(commodities.id, commodityId));
    return { OrderId: orderId };
  });
}
