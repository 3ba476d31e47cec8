/**
 * A seller lists an item (POST /api/seller/listings). The listing and its 'listing.created' outbox
 * row commit together, so saved-search alerts (server/jobs/saved-search-alerts.ts) see every new
 * listing exactly when it exists.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { CreateListingBody } from '../../../src/domain/seller/seller-listing.schema';
import { defaultDepositNum } from '../../../src/domain/bidding/deposit';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { categories, commodities, commodityConditions, manufacturers, members, stores } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { generatedImageUrl } from '../media/generated-image-url';
import { isAllowedImageUrl } from '../../../src/domain/media/image-url';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { conditionValues } from './listing-conditions';
import { checkGradingSpecifics, gradeLabel } from '../../../src/domain/catalog/grading';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** `mediaHosts`: MEDIA_HOSTS, the https hosts pictures may come from besides Holo's own /media/ paths. */
export async function createListing(ctx: ServiceContext, sellerId: number, body: CreateListingBody, mediaHosts: readonly string[]) {
  return ctx.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ isSeller: members.isSeller, memberSource: members.memberSource, storeId: stores.id })
      .from(members)
      .leftJoin(stores, eq(stores.sellerMemberId, members.id))
      .where(eq(members.id, sellerId));
    if (!seller?.isSeller) throw forbidden();
    // A store item is sold by the seller's store: no store, no store item.
    if (body.OrderType === 1 && seller.storeId === null) throw badRequest('STORE_NOT_FOUND', 'OrderType');
    await checkCategories(tx, body);
    if (body.Images.some((url) => !isAllowedImageUrl(url, mediaHosts))) throw badRequest('BAD_REQUEST', 'Images');
    if (body.ManufacturerId !== undefined) {
      const [found] = await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, body.ManufacturerId));
      if (!found) throw badRequest('BAD_REQUEST', 'ManufacturerId');
    }

    const specifics = gradingColumns(body);
    const now = ctx.clock.now();
    const requestedStart = body.StartsAt ? new Date(body.StartsAt) : now;
    const startsAt = requestedStart > now ? requestedStart : now;
    const auction = body.ByWay === 2;
    const conditions = body.OrderType === 1 ? (body.Conditions ?? []) : [];
    // A store item's price is its lowest condition's (what the market shows).
    const price = conditions.length ? Math.min(...conditions.map((c) => c.Price)) : body.Price;
    // The id first: the code and the generated image addresses are made from it.
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('commodities', 'id'))::int as id`);
    const images = body.Images.length ? body.Images : [generatedImageUrl('card', id), generatedImageUrl('card-back', id)];
    const row = {
      id,
      code: `HL${String(id).padStart(7, '0')}`,
      ...descriptionColumns(body, images, specifics),
      byWay: body.ByWay,
      bargain: body.Bargain,
      orderType: body.OrderType,
      offerMinCents: body.OfferMinPrice ?? null,
      offerAutoAcceptCents: body.OfferAutoAcceptPrice ?? null,
      status: startsAt > now ? 2 : 1,
      priceCents: price,
      startPriceCents: price,
      postageCents: body.Postage,
      depositNum: auction ? (body.DepositNum ?? defaultDepositNum(body.Price)) : 0,
      startsAt,
      endsAt: auction ? new Date(startsAt.getTime() + auctionLengthMs(body)) : null,
      extendedBiddingSeconds: auction ? (body.ExtendedBiddingSeconds ?? null) : null,
      sellerMemberId: sellerId,
      storeId: seller.storeId,
      memberSource: seller.memberSource,
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(commodities).values(row);
    if (conditions.length) {
      await tx.insert(commodityConditions).values(
        conditions.map((c, sort) => ({ commodityId: id, conditionName: c.ConditionName, sort, ...conditionValues(c) })),
      );
    }
    await enqueueEvent(tx, OutboxKind.ListingCreated, { commodityId: id }, now);
    return { ID: id, CommodityCode: row.code, Status: row.status };
  });
}

function auctionLengthMs(body: CreateListingBody): number {
  return body.DurationMinutes !== undefined ? body.DurationMinutes * MINUTE_MS : body.DurationDays * DAY_MS;
}

/**
 * What a listing says about the card, as columns, written alike when it is listed and when it is
 * edited; `grading` is gradingColumns' answer, checked before anything is written.
 */
export function descriptionColumns(body: CreateListingBody, images: string[], grading: ReturnType<typeof gradingColumns>) {
  return {
    title: body.Title,
    detail: body.Detail,
    titImg: images[0]!,
    images,
    firstCategoryId: body.FirstCategoryId,
    secondCategoryId: body.SecondCategoryId,
    thirdCategoryId: body.ThirdCategoryId,
    manufacturerId: body.ManufacturerId ?? null,
    year: body.Year ?? null,
    series: body.Series ?? null,
    cardNumber: body.CardNumber ?? null,
    player: body.Player ?? null,
    ...grading,
    properties: body.Properties,
  };
}

/** The grading specifics as columns, refused with the rule's code when they do not fit together. */
export function gradingColumns(body: CreateListingBody) {
  const grade = body.Grade === undefined ? undefined : Math.round(body.Grade * 10);
  const grader = body.Grader?.toUpperCase();
  const problem = checkGradingSpecifics({ grader, grade, cert: body.CertNumber, condition: body.Condition });
  if (problem) throw badRequest(problem[0], fieldNames[problem[1]]);
  const graded = grader !== undefined && grade !== undefined;
  return {
    isGraded: graded,
    grade: graded ? gradeLabel(grader, grade) : null,
    grader: graded ? grader : null,
    gradeTenths: graded ? grade : null,
    certNumber: graded ? (body.CertNumber ?? null) : null,
    rawCondition: body.Condition ?? null,
  };
}

const fieldNames = { grader: 'Grader', grade: 'Grade', cert: 'CertNumber', condition: 'Condition' } as const;

/** The three category ids must be a level 1 → 2 → 3 path of the tree. */
async function checkCategories(tx: Tx, body: CreateListingBody) {
  const ids = [body.FirstCategoryId, body.SecondCategoryId, body.ThirdCategoryId];
  const rows = await tx.select().from(categories).where(inArray(categories.id, ids));
  const byId = new Map(rows.map((c) => [c.id, c]));
  const [first, second, third] = ids.map((id) => byId.get(id));
  const valid =
    first?.level === 1 && second?.level === 2 && third?.level === 3 && second.parentId === first.id && third.parentId === second.id;
  if (!valid) throw badRequest('BAD_REQUEST', 'ThirdCategoryId');
}
