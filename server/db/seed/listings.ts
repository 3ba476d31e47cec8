/**
 * Builds the ~2,000 demo listings: the kinds of listing-plan.ts in a shuffled order, each selling
 * an item of listing-items.ts, placed in the store that fits it best. Prices of auctions are set
 * afterwards from their bids (auction-bids.ts).
 */
import { Random } from './random';
import { certNumber, pickCondition } from './card-variants';
import type { CategorySeed } from './categories';
import type { commodities } from '../schema';
import { drawItem, type ListingItem } from './listing-items';
import { isAuction, listingPlan, scheduleFor, statusOf, type ListingKind } from './listing-plan';
import { auctionStartCents, buyNowCents, depositNum, offerPrices, postageCents } from './listing-prices';
import { storeDefs } from './stores';
import { generatedImageUrl } from '../../services/media/generated-image-url';

export type CommodityRow = typeof commodities.$inferInsert & { id: number; startsAt: Date; priceCents: number; startPriceCents: number };

export interface PlannedListing {
  kind: ListingKind;
  item: ListingItem;
  row: CommodityRow;
}

export interface ListingContext {
  now: number;
  categories: CategorySeed;
  storeOwnerIds: number[];
}

export function buildListings(random: Random, context: ListingContext): PlannedListing[] {
  const kinds = random.shuffle(listingPlan.flatMap(([kind, count]) => Array<ListingKind>(count).fill(kind)));
  return kinds.map((kind, index) => {
    const id = index + 1;
    const item = drawItem(random, context.categories, kind.startsWith('store') ? 'store' : 'any');
    const storeIndex = pickStore(random, item);
    const schedule = scheduleFor(random, kind, context.now);
    const images = [generatedImageUrl('card', id), generatedImageUrl('card-back', id)];
    const auction = isAuction(kind);
    const startPriceCents = auction ? auctionStartCents(random, item.valueCents) : buyNowCents(random, item.valueCents);
    const bargain = kind.startsWith('buy-now') && random.chance(0.45);
    const row: CommodityRow = {
      id,
      code: `HL${String(id).padStart(7, '0')}`,
      title: item.title,
      detail: item.detail,
      titImg: images[0]!,
      images,
      firstCategoryId: item.category.first,
      secondCategoryId: item.category.second,
      thirdCategoryId: item.category.third,
      manufacturerId: item.manufacturerId,
      year: item.year,
      series: item.series,
      cardNumber: item.cardNumber,
      player: item.player,
      isGraded: item.grade !== null,
      grade: item.grade?.label ?? null,
      ...gradingSpecifics(id, item),
      properties: item.properties,
      byWay: auction ? 2 : 1,
      bargain,
      orderType: kind.startsWith('store') ? 1 : 0,
      status: statusOf(kind, false),
      priceCents: startPriceCents,
      startPriceCents,
      ...(bargain ? offerPrices(random, startPriceCents) : { offerMinCents: null, offerAutoAcceptCents: null }),
      postageCents: postageCents(random, item),
      depositNum: auction ? depositNum(startPriceCents) : 0,
      ...schedule,
      extendedBiddingSeconds: auction && random.chance(0.35) ? random.pick([30, 60, 120]) : null,
      sellerMemberId: context.storeOwnerIds[storeIndex]!,
      storeId: storeIndex + 1,
      memberSource: storeDefs[storeIndex]!.owner.memberSource,
      updatedAt: schedule.createdAt,
    };
    return { kind, item, row };
  });
}

/**
 * Grader, grade, certification number, or a raw single's condition. Drawn from a stream of their
 * own per listing, so adding them left every other demo value (titles, prices, bids) as it was.
 */
function gradingSpecifics(id: number, item: ListingItem) {
  const random = new Random(0x9ade + id);
  if (item.grade) {
    return { grader: item.grade.company, gradeTenths: item.grade.tenths, certNumber: certNumber(random, item.grade.company), rawCondition: null };
  }
  const raw = !item.sealed && item.card !== null;
  return { grader: null, gradeTenths: null, certNumber: null, rawCondition: raw ? pickCondition(random, item.card!) : null };
}

/** Weighs every store by how well the item fits its specialities; index into storeDefs. */
function pickStore(random: Random, item: ListingItem): number {
  const weights = storeDefs.map((def, index) => {
    let weight = 0.2;
    if (def.groups.includes(item.group)) weight += 5;
    if (item.sealed && def.groups.includes('Boxes & Cases')) weight += 4;
    if (def.name === 'Slab City Sports') weight = item.grade ? weight + 3 : weight * 0.1;
    if (def.name === 'Vintage Vault Cards') weight = item.year < 1990 ? weight + 6 : weight * 0.2;
    return [index, weight] as const;
  });
  return random.weighted(weights);
}
