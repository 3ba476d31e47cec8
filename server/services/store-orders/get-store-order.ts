import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, commodityConditions, storeOrderLines, storeOrders, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { StoreOrderDetail } from '../../../src/domain/cart/store-order.schema';
import { storeOrderReply } from './store-order-reply';

/** GET /api/store-orders/:id: the buyer's own store order for the checkout and order pages. */
export async function getStoreOrder(ctx: Pick<ServiceContext, 'db'>, memberId: number, orderId: number): Promise<StoreOrderDetail> {
  const { db } = ctx;
  const [found] = await db
    .select({ order: storeOrders, store: { name: stores.storeName, logo: stores.storeLogo } })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.buyerMemberId, memberId)));
  if (!found) throw notFound();
  const { order } = found;
  const lines = await db.select().from(storeOrderLines).where(eq(storeOrderLines.storeOrderId, orderId)).orderBy(asc(storeOrderLines.id));
  const images = await imagesOf(ctx, lines);
  return storeOrderReply(
    order,
    found.store,
    lines.map((line) => ({
      CommodityId: line.commodityId,
      ConditionId: line.conditionId,
      Quantity: line.quantity,
      Price: line.priceCents,
      Title: line.title,
      ConditionName: line.conditionName,
      Imgs: images.get(line.conditionId) ?? [],
    })),
  );
}

async function imagesOf({ db }: Pick<ServiceContext, 'db'>, lines: { conditionId: number }[]) {
  if (lines.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ id: commodityConditions.id, images: commodityConditions.images, titImg: commodities.titImg })
    .from(commodityConditions)
    .innerJoin(commodities, eq(commodities.id, commodityConditions.commodityId))
    .where(inArray(commodityConditions.id, lines.map((line) => line.conditionId)));
  return new Map(rows.map((row) => [row.id, row.images.length ? row.images : [row.titImg]]));
}
