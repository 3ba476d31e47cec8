/**
 * Conditions for store items (order_type 1): singles come in one to three played-ness grades,
 * sealed product as sealed (and sometimes a cheaper damaged-box copy). The listing's price is its
 * cheapest condition; a sold-out item has no stock left in any condition.
 */
import type { Random } from './random';
import type { commodityConditions } from '../schema';
import type { PlannedListing } from './listings';
import { priceEndingIn99 } from './listing-prices';

export type ConditionRow = typeof commodityConditions.$inferInsert;

const singleConditions: [name: string, factor: number][] = [['Near Mint', 1], ['Lightly Played', 0.85], ['Moderately Played', 0.7]];
const sealedConditions: [name: string, factor: number][] = [['Factory Sealed', 1], ['Sealed, Damaged Box', 0.9]];

export function seedStoreConditions(random: Random, listings: PlannedListing[]): ConditionRow[] {
  const rows: ConditionRow[] = [];
  for (const { kind, item, row } of listings) {
    if (row.orderType !== 1) continue;
    const options = item.sealed ? sealedConditions : singleConditions;
    const count = random.int(1, options.length);
    const soldOut = kind === 'store-sold-out';
    const conditions = options.slice(0, count).map(([conditionName, factor], sort): ConditionRow => {
      const priceCents = priceEndingIn99(row.startPriceCents * factor);
      const discounted = random.chance(0.3);
      const isLimit = random.chance(0.3);
      return {
        id: rows.length + sort + 1,
        commodityId: row.id,
        conditionName,
        priceCents,
        underlinedPriceCents: discounted ? priceEndingIn99(priceCents * random.float(1.15, 1.35)) : null,
        showPrice: discounted,
        stock: soldOut ? 0 : random.int(0, 12),
        quantitySold: random.int(soldOut ? 1 : 0, 30),
        isLimit,
        limitNum: isLimit ? random.int(1, 4) : 0,
        images: row.images as string[],
        sort,
      };
    });
    if (!soldOut && conditions.every((c) => c.stock === 0)) conditions[0]!.stock = random.int(1, 8);
    row.priceCents = Math.min(...conditions.map((c) => c.priceCents));
    row.startPriceCents = row.priceCents;
    rows.push(...conditions);
  }
  return rows;
}
