/**
 * GET /api/seller/offers: the buyers' offers on the caller's listings. Tab 1 holds the offers the
 * seller still has to answer (status 0 and the 48 hours not over; the expiry job marks the rest
 * later), tab 2 everything else, newest first, each with the seller's counter-offer when countered.
 */
import { and, count, desc, eq, gt, lte, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context';
import { commodities, members, offers } from '../../db/schema';
import { BargainType, OfferStatus } from '../../../src/domain/offers/offer.schema';
import { maskedName } from '../../../src/domain/bidding/masked-name';
import {
  SELLER_OFFERS_PAGE_SIZE,
  type SellerOffersQuery,
  type SellerOffersReply,
} from '../../../src/domain/seller/seller-offers.schema';
import { assertSeller } from './assert-seller';

const counter = alias(offers, 'counter');

export async function listSellerOffers(ctx: ServiceContext, sellerId: number, query: SellerOffersQuery): Promise<SellerOffersReply> {
  await assertSeller(ctx.db, sellerId);
  const now = ctx.clock.now();
  const mine = and(eq(offers.sellerMemberId, sellerId), eq(offers.bargainType, BargainType.Buyer));
  const waiting = and(eq(offers.status, OfferStatus.Waiting), gt(offers.replyDueAt, now));
  const answered = or(ne(offers.status, OfferStatus.Waiting), lte(offers.replyDueAt, now));
  const tabs: Record<number, SQL | undefined> = { 1: waiting, 2: answered };
  const countOf = async (tab: number) =>
    (await ctx.db.select({ n: count() }).from(offers).where(and(mine, tabs[tab])))[0]?.n ?? 0;
  const [one, two] = await Promise.all([countOf(1), countOf(2)]);
  const Counts = { 1: one, 2: two };

  const rows = await ctx.db
    .select({
      offer: offers,
      title: commodities.title,
      titImg: commodities.titImg,
      buyNowCents: commodities.priceCents,
      buyerName: members.nickname,
      counter: { price: counter.priceCents, status: counter.status, due: counter.replyDueAt },
    })
    .from(offers)
    .innerJoin(commodities, eq(commodities.id, offers.commodityId))
    .innerJoin(members, eq(members.id, offers.buyerMemberId))
    .leftJoin(counter, and(eq(counter.parentOfferId, offers.id), eq(counter.bargainType, BargainType.Counter)))
    .where(and(mine, tabs[query.tab]))
    .orderBy(query.tab === 1 ? offers.replyDueAt : desc(offers.createdAt), desc(offers.id))
    .limit(SELLER_OFFERS_PAGE_SIZE)
    .offset((query.page - 1) * SELLER_OFFERS_PAGE_SIZE);

  const data = rows.map(({ offer, counter: c, ...r }) => ({
    ID: offer.id,
    CommodityID: offer.commodityId,
    Title: r.title,
    TitImg: r.titImg,
    USD_Price: r.buyNowCents,
    US_Price: offer.priceCents,
    Remark: offer.remark,
    // A lapsed offer the expiry job has not reached yet reads as expired.
    Status: offer.status === OfferStatus.Waiting && offer.replyDueAt <= now ? OfferStatus.Expired : offer.status,
    BuyerName: maskedName(r.buyerName),
    Createdate: offer.createdAt.toISOString(),
    ReplyDueAt: offer.replyDueAt.toISOString(),
    Counter: c && c.price !== null ? { US_Price: c.price, Status: c.status!, ReplyDueAt: c.due!.toISOString() } : null,
    OrderId: offer.orderId,
  }));
  return { data, count: Counts[query.tab as 1 | 2], Counts };
}
