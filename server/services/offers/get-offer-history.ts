/**
 * GET /api/items/:id/offers (spec 3 "Offer history"): the viewer's offers on an item and the
 * seller's counter-offers to them, newest first, with how many offers are left, the row waiting
 * for an answer and the order to pay once one was accepted. The item's seller sees every buyer's.
 */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context';
import { commodities, members, offers, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { MAX_OFFERS_PER_ITEM } from '../../../src/domain/offers/offer-input';
import type { OfferHistoryReply, OfferRow } from '../../../src/domain/offers/offer.schema';

const buyer = alias(members, 'buyer');
const seller = alias(members, 'seller');

export async function getOfferHistory(ctx: ServiceContext, memberId: number, commodityId: number): Promise<OfferHistoryReply> {
  const [item] = await ctx.db.select().from(commodities).where(eq(commodities.id, commodityId));
  if (!item) throw notFound('LISTING_NOT_FOUND');
  const now = ctx.clock.now();
  const isSeller = item.sellerMemberId === memberId;
  const rows = await ctx.db
    .select({
      offer: offers,
      buyerName: buyer.nickname,
      buyerSource: buyer.memberSource,
      sellerName: seller.nickname,
      sellerSource: seller.memberSource,
      orderStatus: orders.orderStatus,
    })
    .from(offers)
    .innerJoin(buyer, eq(buyer.id, offers.buyerMemberId))
    .innerJoin(seller, eq(seller.id, offers.sellerMemberId))
    .leftJoin(orders, eq(orders.id, offers.orderId))
    .where(and(eq(offers.commodityId, commodityId), isSeller ? undefined : eq(offers.buyerMemberId, memberId)))
    .orderBy(desc(offers.createdAt), desc(offers.id));

  const list: OfferRow[] = rows.map(({ offer, ...r }) => ({
    ID: offer.id,
    BargainType: offer.bargainType,
    US_Price: offer.priceCents,
    // A row past its deadline is expired for the reader, whether or not the sweeper got to it yet.
    Status: offer.status === 0 && offer.replyDueAt.getTime() <= now.getTime() ? 4 : offer.status,
    Createdate: offer.createdAt.toISOString(),
    Remark: offer.remark,
    RealName: offer.bargainType === 2 ? r.sellerName : r.buyerName,
    MemberSource: offer.bargainType === 2 ? r.sellerSource : r.buyerSource,
    OrderId: offer.orderId,
    ParentOfferID: offer.parentOfferId,
    ReplyDueAt: offer.replyDueAt.toISOString(),
    IsMine: offer.bargainType === 2 ? offer.sellerMemberId === memberId : offer.buyerMemberId === memberId,
  }));
  const accepted = rows.find((r) => r.offer.status === 1 && r.offer.orderId !== null);
  const made = isSeller ? 0 : list.filter((r) => r.BargainType === 1).length;
  return {
    Item: {
      ID: item.id,
      Title: item.title,
      TitImg: item.titImg,
      CommodityCode: item.code,
      USD_Price: item.priceCents,
      Status: item.status,
      ByWay: item.byWay,
      Bargain: item.bargain,
      SellUserID: item.sellerMemberId,
    },
    List: list,
    FrequencyCount: made,
    OffersLeft: Math.max(0, MAX_OFFERS_PER_ITEM - made),
    Waiting: list.find((r) => r.Status === 0) ?? null,
    OrderId: accepted?.offer.orderId ?? null,
    OrderUnpaid: accepted?.orderStatus === 1,
  };
}
