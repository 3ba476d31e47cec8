/**
 * GET /api/fees/service-fee (spec 2 "GET service fee by commodity": commodityId, postageMoney,
 * isGuareent): what an order of this item would carry for the signed-in buyer. Store items
 * (OrderType 1) carry none: the spec skips the lookup for them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities, members } from '../../db/schema';
import { notFound, unauthorized } from '../../http/errors';
import type { ServiceFeeReply } from '../../../src/domain/fees/service-fee.schema';
import { defaultPayCodeFor, type PayCodeValue } from '../../../src/domain/payment/payment-channel';
import { serviceFeeFor } from './service-rates';

const STORE_ITEM = 1;

export interface CommodityFeeQuery {
  commodityId: number;
  postageMoney?: number;
  isGuarantee?: PayCodeValue;
}

export async function getCommodityServiceFee(db: Db, memberId: number, query: CommodityFeeQuery): Promise<ServiceFeeReply> {
  const [buyer] = await db.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, memberId));
  if (!buyer) throw unauthorized();
  const [item] = await db
    .select({ priceCents: commodities.priceCents, postageCents: commodities.postageCents, memberSource: commodities.memberSource, orderType: commodities.orderType })
    .from(commodities)
    .where(eq(commodities.id, query.commodityId));
  if (!item) throw notFound('LISTING_NOT_FOUND');
  const payType = query.isGuarantee ?? defaultPayCodeFor(buyer.memberSource);
  if (item.orderType === STORE_ITEM) return { ServiceFee: 0, Discount: 0, PayType: payType };
  const parties = { buyerSource: buyer.memberSource, sellerSource: item.memberSource, payType };
  const fee = await serviceFeeFor(db, parties, item.priceCents, query.postageMoney ?? item.postageCents);
  return { ...fee, PayType: payType };
}
