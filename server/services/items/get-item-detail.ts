/**
 * GET /api/items/:id: the item page in its three variants (auction, buy now, finished auction),
 * plus store items' conditions. Visitors see it too; the viewer-specific fields (IsOutBid, their
 * maximum, watch, state tax, ownership) are then false or 0.
 */
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { areas, bids, cardConditions, commodities, commodityConditions, members, properties, propertyValues, stores, watches } from '../../db/schema';
import { localName } from '../catalog/local-name';
import { notFound } from '../../http/errors';
import { ITEM_PAGE_BIDS } from '../../../src/domain/bidding/bid-options';
import type { ItemDetail } from '../../../src/domain/bidding/item-detail.schema';
import { minimumBidFor, minimumNextBidCents } from '../../../src/domain/bidding/proxy-bidding';
import { defaultPayCodeFor } from '../../../src/domain/payment/payment-channel';
import { serviceFeeFor } from '../fees/service-rates';
import { auctionStateOf, outBidOf } from '../bidding/auction-state';
import { effectiveStatus } from '../bidding/auction-open';
import { latestBidRows, toBidRow } from '../bidding/bid-rows';
import { boughtUnits } from '../cart/bought-units';
import { domesticShipping } from './domestic-shipping';
import { estimateStateTax, type TaxViewer } from './estimate-state-tax';

const STORE_ITEM = 1;

/** `language`: the request's, for the names of properties, their values and the condition (kept per language). */
export async function getItemDetail(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  commodityId: number,
  viewerId: number | null,
  language = 'en',
): Promise<ItemDetail> {
  const { db } = ctx;
  const [found] = await db
    .select({
      item: commodities,
      sellerName: members.nickname,
      sellerFeedback: { positive: members.sellFavorableCount, negative: members.sellNegativeCount },
      store: { ID: stores.id, Name: stores.storeName, Logo: stores.storeLogo },
    })
    .from(commodities)
    .innerJoin(members, eq(members.id, commodities.sellerMemberId))
    .leftJoin(stores, eq(stores.id, commodities.storeId))
    .where(eq(commodities.id, commodityId));
  if (!found) throw notFound('LISTING_NOT_FOUND');
  const { item } = found;
  const auction = item.byWay === 2;
  const storeItem = item.orderType === STORE_ITEM;

  const [latest, propertyNames, conditions, areaNames, viewer, conditionName] = await Promise.all([
    auction ? latestBidRows(db, commodityId, ITEM_PAGE_BIDS) : [],
    propertyRows(ctx, item.properties, language),
    storeItem ? conditionRows(ctx, commodityId, viewerId) : [],
    db.select({ code: areas.code, enName: areas.enName }).from(areas),
    viewerId === null ? null : viewerOf(ctx, viewerId, commodityId),
    item.rawCondition === null ? null : rawConditionName(ctx, item.rawCondition, language),
  ]);

  const state = auctionStateOf(item);
  // Spec 2 section 7: the fee lookup is skipped for store items (OrderType 1), so they carry no
  // buyer premium and no state tax line. Others show the service fee at the viewer's card channel.
  const buyerSource = viewer?.member.memberSource ?? 'US';
  const parties = { buyerSource, sellerSource: item.memberSource, payType: defaultPayCodeFor(buyerSource) };
  const premium = storeItem ? 0 : (await serviceFeeFor(db, parties, item.priceCents, item.postageCents)).ServiceFee;
  const stateTax = storeItem ? null : await estimateStateTax(db, viewer?.member ?? null, item.priceCents + item.postageCents + premium);

  return {
    ID: item.id,
    CommodityID: item.id,
    CommodityCode: item.code,
    Title: item.title,
    Detail: item.detail,
    TitImg: item.titImg,
    Images: item.images.length ? item.images : [item.titImg],
    Properties: propertyNames,
    Specifics: {
      Grader: item.grader,
      GradeLabel: item.grade,
      CertNumber: item.certNumber,
      Year: item.year,
      Set: item.series,
      CardNumber: item.cardNumber,
      Player: item.player,
      Condition: item.rawCondition,
      ConditionName: conditionName,
    },
    ByWay: item.byWay,
    OrderType: item.orderType,
    Bargain: item.bargain,
    Status: effectiveStatus(item, ctx.clock.now()),
    USD_Price: item.priceCents,
    StartPrice: item.startPriceCents,
    MinNextBid: viewerId === null ? minimumNextBidCents(state) : minimumBidFor(state, viewerId),
    AuctionCount: item.auctionCount,
    AuctionsUserCount: item.auctionsUserCount,
    StartDate: item.startsAt.toISOString(),
    EffectiveDate: item.endsAt?.toISOString() ?? null,
    ExtendedBiddingSeconds: item.extendedBiddingSeconds,
    Auctions: latest.map((row) => toBidRow(row, viewerId)),
    IsOutBid: outBidOf(item.leaderMemberId, viewerId, (viewer?.myMaxCents ?? 0) > 0),
    USD_MyPrice: viewer?.myMaxCents ?? 0,
    IsAttention: viewer?.watching ?? false,
    AttentionCount: item.attentionCount,
    DepositNum: item.depositNum,
    SellUserID: item.sellerMemberId,
    SellRealName: found.sellerName,
    SellFavorableCount: found.sellerFeedback.positive,
    SellNegativeCount: found.sellerFeedback.negative,
    Store: found.store,
    MemberSource: item.memberSource,
    BusinessType: viewer === null || viewer.member.memberSource === item.memberSource ? 0 : 2,
    PostageMoney: item.postageCents,
    DomesticCustom: domesticShipping(item.memberSource, item.postageCents, areaNames),
    BuyerPremium: premium,
    StateTax: stateTax,
    IsOwn: viewerId === item.sellerMemberId,
    Conditions: conditions,
    ServerTime: ctx.clock.now().toISOString(),
  };
}

/** The listing's properties in the property order, named in English and in `language`. */
async function propertyRows({ db }: Pick<ServiceContext, 'db'>, values: Record<string, string>, language: string): Promise<ItemDetail['Properties']> {
  const controlNames = Object.keys(values);
  if (controlNames.length === 0) return [];
  const [props, valueRows] = await Promise.all([
    db.select().from(properties).where(inArray(properties.controlName, controlNames)).orderBy(asc(properties.sort), asc(properties.id)),
    db
      .select({ propertyId: propertyValues.propertyId, value: propertyValues })
      .from(propertyValues)
      .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
      .where(inArray(properties.controlName, controlNames)),
  ]);
  return props.flatMap((property) => {
    const value = values[property.controlName];
    if (value === undefined) return [];
    const named = valueRows.find((v) => v.propertyId === property.id && v.value.enName === value)?.value;
    return [{ PropertyEnName: property.enName, PropertyValue: value, Name: localName(property, language), ValueName: named ? localName(named, language) : value }];
  });
}

async function rawConditionName({ db }: Pick<ServiceContext, 'db'>, code: string, language: string): Promise<string> {
  const [row] = await db.select().from(cardConditions).where(eq(cardConditions.code, code));
  return row ? localName(row, language) : code;
}

async function conditionRows({ db }: Pick<ServiceContext, 'db'>, commodityId: number, viewerId: number | null): Promise<ItemDetail['Conditions']> {
  const rows = await db
    .select()
    .from(commodityConditions)
    // A condition the seller removed is no longer on sale (listing-conditions.ts).
    .where(and(eq(commodityConditions.commodityId, commodityId), isNull(commodityConditions.retiredAt)))
    .orderBy(asc(commodityConditions.sort), asc(commodityConditions.id));
  const bought = viewerId === null ? new Map<number, number>() : await boughtUnits(db, viewerId, rows.map((c) => c.id));
  return rows.map((c) => ({
    ID: c.id,
    ConditionName: c.conditionName,
    Price: c.priceCents,
    UnderlinedPrice: c.underlinedPriceCents,
    Stock: c.stock,
    QuantitySold: c.quantitySold,
    IsLimit: c.isLimit,
    LimitNum: c.limitNum,
    ShowPrice: c.showPrice,
    Bought: bought.get(c.id) ?? 0,
  }));
}

interface Viewer {
  member: TaxViewer;
  watching: boolean;
  /** The viewer's highest maximum on this item; 0 when they have not bid. */
  myMaxCents: number;
}

async function viewerOf({ db }: Pick<ServiceContext, 'db'>, viewerId: number, commodityId: number): Promise<Viewer | null> {
  const [[member], [watch], [mine]] = await Promise.all([
    db.select({ memberSource: members.memberSource, state: members.state, stateCode: members.stateCode }).from(members).where(eq(members.id, viewerId)),
    db.select({ one: sql`1` }).from(watches).where(and(eq(watches.memberId, viewerId), eq(watches.commodityId, commodityId))).limit(1),
    db.select({ cents: max(bids.maxCents) }).from(bids).where(and(eq(bids.memberId, viewerId), eq(bids.commodityId, commodityId))),
  ]);
  if (!member) return null;
  return { member, watching: watch !== undefined, myMaxCents: Number(mine?.cents ?? 0) };
}
