/**
 * The seller site's listings desk (issue 33): the seller's listings by state, one listing with its
 * figures, a listing's fields for the form (clone: any listing; relist: the seller's ended unsold
 * one), and editing before the first bid.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, members } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isAllowedImageUrl } from '../../../src/domain/media/image-url';
import { defaultDepositNum } from '../../../src/domain/bidding/deposit';
import type { CreateListingBody } from '../../../src/domain/seller/seller-listing.schema';
import type { SellerCondition } from '../../../src/domain/seller/listing-conditions.schema';
import {
  LISTINGS_PAGE_SIZE,
  type ListingFields,
  type SellerListingDetail,
  type SellerListingRow,
  type SellerListingsQuery,
} from '../../../src/domain/seller/seller-listings.schema';
import { createListing, descriptionColumns, gradingColumns } from './create-listing';
import { conditionsOf, RESTOCKABLE } from './listing-conditions';

type Commodity = typeof commodities.$inferSelect;
const SELLING = [1, 2];
const ENDED = [0, -1, -2];

/** Refused (403) unless the member is a seller: every seller route's first check. */
export async function requireSeller(ctx: ServiceContext, memberId: number) {
  const [member] = await ctx.db.select({ isSeller: members.isSeller }).from(members).where(eq(members.id, memberId));
  if (!member?.isSeller) throw forbidden();
}

export async function listSellerListings(ctx: ServiceContext, sellerId: number, query: SellerListingsQuery) {
  await requireSeller(ctx, sellerId);
  const mine = eq(commodities.sellerMemberId, sellerId);
  const inState = (statuses: number[]): SQL => and(mine, inArray(commodities.status, statuses))!;
  const [[selling], [ended], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(commodities).where(inState(SELLING)),
    ctx.db.select({ n: count() }).from(commodities).where(inState(ENDED)),
    ctx.db
      .select()
      .from(commodities)
      .where(inState(query.state === 'selling' ? SELLING : ENDED))
      .orderBy(desc(commodities.createdAt), desc(commodities.id))
      .limit(LISTINGS_PAGE_SIZE)
      .offset((query.page - 1) * LISTINGS_PAGE_SIZE),
  ]);
  const total = query.state === 'selling' ? (selling?.n ?? 0) : (ended?.n ?? 0);
  return {
    data: rows.map(toRow),
    Counts: { Selling: selling?.n ?? 0, Ended: ended?.n ?? 0 },
    Page: query.page,
    Pages: Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)),
  };
}

/** One of the seller's own listings; another member's is not found (404), as if it were not there. */
export async function sellerListing(ctx: ServiceContext, sellerId: number, id: number): Promise<SellerListingDetail> {
  await requireSeller(ctx, sellerId);
  const [row] = await ctx.db.select().from(commodities).where(and(eq(commodities.id, id), eq(commodities.sellerMemberId, sellerId)));
  if (!row) throw notFound('LISTING_NOT_FOUND');
  const live = SELLING.includes(row.status);
  return {
    ...toRow(row),
    Fields: fieldsOf(row, row.orderType === 1 ? await conditionsOf(ctx.db, row.id) : []),
    StartsAt: row.startsAt.toISOString(),
    CanEdit: live && row.auctionCount === 0 && row.orderType === 0,
    CanRelist: row.status === -1,
    CanEnd: row.byWay === 2 && row.status === 1,
    Conditions: row.orderType === 1 ? await conditionsOf(ctx.db, row.id) : [],
    CanRestock: row.orderType === 1 && RESTOCKABLE.includes(row.status),
  };
}

/** Clone ("Sell one like this"): the form's fields of any listing, photos included; a store item's with its live conditions. */
export async function listingTemplate(ctx: ServiceContext, sellerId: number, id: number): Promise<ListingFields> {
  await requireSeller(ctx, sellerId);
  const [row] = await ctx.db.select().from(commodities).where(eq(commodities.id, id));
  if (!row) throw notFound('LISTING_NOT_FOUND');
  return fieldsOf(row, row.orderType === 1 ? await conditionsOf(ctx.db, row.id) : []);
}

/**
 * Edit before the first bid: the listing's fields change, its timing does not. The row is locked,
 * so a bid placed at the same moment either comes first (and the edit is refused) or after.
 */
export async function editListing(ctx: ServiceContext, sellerId: number, id: number, body: CreateListingBody, mediaHosts: readonly string[]) {
  await requireSeller(ctx, sellerId);
  if (body.Images.some((url) => !isAllowedImageUrl(url, mediaHosts))) throw badRequest('BAD_REQUEST', 'Images');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(commodities)
      .where(and(eq(commodities.id, id), eq(commodities.sellerMemberId, sellerId)))
      .for('update');
    if (!row) throw notFound('LISTING_NOT_FOUND');
    if (!SELLING.includes(row.status) || row.orderType !== 0) throw conflict('LISTING_ENDED');
    if (row.auctionCount > 0) throw conflict('LISTING_HAS_BIDS');
    // The way of sale stays: an auction's clock and deposit were announced with it.
    if (body.ByWay !== row.byWay) throw badRequest('BAD_REQUEST', 'ByWay');
    const auction = row.byWay === 2;
    const grade = gradingColumns(body);
    const images = body.Images.length ? body.Images : row.images;
    await tx
      .update(commodities)
      .set({
        ...descriptionColumns(body, images, grade),
        bargain: body.Bargain,
        offerMinCents: body.OfferMinPrice ?? null,
        offerAutoAcceptCents: body.OfferAutoAcceptPrice ?? null,
        priceCents: body.Price,
        startPriceCents: body.Price,
        postageCents: body.Postage,
        depositNum: auction ? (body.DepositNum ?? defaultDepositNum(body.Price)) : 0,
        extendedBiddingSeconds: auction ? (body.ExtendedBiddingSeconds ?? null) : null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(commodities.id, id));
    return { ID: id, CommodityCode: row.code, Status: row.status };
  });
}

/** Relist an ended listing that did not sell: a new listing with its fields, starting now. */
export async function relistListing(ctx: ServiceContext, sellerId: number, id: number, mediaHosts: readonly string[]) {
  await requireSeller(ctx, sellerId);
  const [row] = await ctx.db.select().from(commodities).where(and(eq(commodities.id, id), eq(commodities.sellerMemberId, sellerId)));
  if (!row) throw notFound('LISTING_NOT_FOUND');
  if (row.status !== -1 || row.orderType !== 0) throw conflict('LISTING_NOT_RELISTABLE');
  const fields = fieldsOf(row, []);
  const body: CreateListingBody = {
    Title: fields.Title,
    Detail: fields.Detail,
    FirstCategoryId: fields.FirstCategoryId,
    SecondCategoryId: fields.SecondCategoryId,
    ThirdCategoryId: fields.ThirdCategoryId,
    ManufacturerId: fields.ManufacturerId ?? undefined,
    Year: fields.Year ?? undefined,
    Series: fields.Series ?? undefined,
    CardNumber: fields.CardNumber ?? undefined,
    Player: fields.Player ?? undefined,
    Grader: fields.Grader ?? undefined,
    Grade: fields.Grade ?? undefined,
    CertNumber: fields.CertNumber ?? undefined,
    Condition: (fields.Condition ?? undefined) as CreateListingBody['Condition'],
    Properties: fields.Properties,
    ByWay: fields.ByWay as 1 | 2,
    OrderType: 0,
    Bargain: fields.Bargain,
    OfferMinPrice: fields.OfferMinPrice ?? undefined,
    OfferAutoAcceptPrice: fields.OfferAutoAcceptPrice ?? undefined,
    Price: fields.Price,
    Postage: fields.Postage,
    DurationDays: 7,
    DepositNum: fields.ByWay === 2 ? (fields.DepositNum ?? undefined) : undefined,
    ExtendedBiddingSeconds: fields.ExtendedBiddingSeconds ?? undefined,
    Images: fields.Images,
  };
  return createListing(ctx, sellerId, body, mediaHosts);
}

function toRow(row: Commodity): SellerListingRow {
  return {
    ID: row.id,
    CommodityCode: row.code,
    Title: row.title,
    TitImg: row.titImg,
    ByWay: row.byWay,
    Bargain: row.bargain,
    OrderType: row.orderType,
    Status: row.status,
    Price: row.priceCents,
    BidCount: row.auctionCount,
    Watchers: row.attentionCount,
    Grade: row.grade,
    EndsAt: row.endsAt?.toISOString() ?? null,
  };
}

function fieldsOf(row: Commodity, conditions: readonly SellerCondition[]): ListingFields {
  return {
    Title: row.title,
    Detail: row.detail,
    FirstCategoryId: row.firstCategoryId,
    SecondCategoryId: row.secondCategoryId,
    ThirdCategoryId: row.thirdCategoryId,
    ManufacturerId: row.manufacturerId,
    Year: row.year,
    Series: row.series,
    CardNumber: row.cardNumber,
    Player: row.player,
    Grader: row.grader,
    Grade: row.gradeTenths === null ? null : row.gradeTenths / 10,
    CertNumber: row.certNumber,
    Condition: row.rawCondition,
    Properties: row.properties as Record<string, string>,
    ByWay: row.byWay,
    Bargain: row.bargain,
    OfferMinPrice: row.offerMinCents,
    OfferAutoAcceptPrice: row.offerAutoAcceptCents,
    // An auction's clone starts where the original started, not at its last bid.
    Price: row.byWay === 2 ? row.startPriceCents : row.priceCents,
    Postage: row.postageCents,
    DepositNum: row.byWay === 2 ? row.depositNum : null,
    ExtendedBiddingSeconds: row.extendedBiddingSeconds,
    Images: row.images,
    OrderType: row.orderType,
    Conditions: conditions.map((c) => ({
      ConditionName: c.ConditionName,
      Price: c.Price,
      UnderlinedPrice: c.UnderlinedPrice,
      IsLimit: c.IsLimit,
      LimitNum: c.LimitNum,
    })),
  };
}
