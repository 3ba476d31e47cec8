/**
 * The member's cart lines joined with their item, condition and store, turned into the spec's
 * Cart line with MaxNum and whether (and why) the line cannot be checked out now.
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartLines, commodities, commodityConditions, stores } from '../../db/schema';
import type { CartDisabledReason, CartLine } from '../../../src/domain/cart/cart.schema';
import { maxQuantity } from '../../../src/domain/cart/quantity';
import { effectiveStatus } from '../bidding/auction-open';
import { boughtUnits } from './bought-units';

/** Status -1, ended without a sale (commodities.ts). */
const ENDED = -1;

export async function cartLineRows(db: Db | Tx, memberId: number, now: Date, ids?: number[]): Promise<CartLine[]> {
  const where: SQL[] = [eq(cartLines.memberId, memberId)];
  if (ids) where.push(inArray(cartLines.id, ids));
  const rows = await db
    .select({
      line: cartLines,
      item: {
        title: commodities.title,
        titImg: commodities.titImg,
        images: commodities.images,
        status: commodities.status,
        startsAt: commodities.startsAt,
      },
      condition: commodityConditions,
      store: { id: stores.id, name: stores.storeName, areaCode: stores.areaCode },
    })
    .from(cartLines)
    .innerJoin(commodities, eq(commodities.id, cartLines.commodityId))
    .innerJoin(commodityConditions, eq(commodityConditions.id, cartLines.conditionId))
    .innerJoin(stores, eq(stores.id, commodities.storeId))
    .where(and(...where))
    .orderBy(asc(stores.id), desc(cartLines.createdAt), desc(cartLines.id));
  const bought = await boughtUnits(db, memberId, rows.map((row) => row.condition.id));

  return rows.map(({ line, item, condition, store }) => {
    // A removed (retired) condition shows as ended, like an ended item: visible, not buyable.
    const itemStatus = condition.retiredAt !== null ? ENDED : effectiveStatus(item, now);
    const status = itemStatus === 1 && condition.stock === 0 ? 0 : itemStatus;
    const units = bought.get(condition.id) ?? 0;
    const max = maxQuantity({ stock: condition.stock, isLimit: condition.isLimit, limitNum: condition.limitNum, bought: units });
    const reason = disabledReason(status, line.num, max);
    return {
      Id: line.id,
      CommodityId: line.commodityId,
      ConditionId: line.conditionId,
      Title: item.title,
      ConditionName: condition.conditionName,
      Num: line.num,
      NewPrice: condition.priceCents,
      UnderlinedPrice: condition.underlinedPriceCents,
      ShowPrice: condition.showPrice,
      Status: status,
      QuantitySold: condition.quantitySold,
      IsLimit: condition.isLimit,
      LimitNum: condition.limitNum,
      Stock: condition.stock,
      Bought: units,
      MaxNum: max,
      Disabled: reason !== null,
      DisabledReason: reason,
      // Amounts are USD cents everywhere (DESIGN.md section 3); other currencies are shown converted.
      Currency: 'USD',
      Imgs: condition.images.length ? condition.images : item.images.length ? item.images : [item.titImg],
      AreaCode: store.areaCode,
      StoreId: store.id,
      StoreName: store.name,
    };
  });
}

function disabledReason(status: number, num: number, max: number): CartDisabledReason | null {
  if (status === 2) return 'coming_soon';
  if (status === 0) return 'sold_out';
  if (status !== 1) return 'ended';
  if (num < 1 || num > max) return max < 1 ? 'sold_out' : 'quantity';
  return null;
}
