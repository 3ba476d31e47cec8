/**
 * A marketplace order (spec 3 "Buyer order"): unpaid (OrderStatus 1), to be paid within 2 days,
 * total = price + postage + service fee - its discount, the fee at the rate of the region pair and
 * the buyer region's card channel (Stripe, or MPay for Macao). Made by auction settlement (the
 * winner), Buy It Now and an accepted offer. State tax is 0 here: on a domestic sale it depends on
 * the delivery address, which the buyer picks at checkout, and checkout adds it then; a cross-region
 * sale carries none on this leg (the warehouse's forwarding order does).
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { members, orders } from '../../db/schema';
import { BusinessType, newOrderBusinessType } from '../../../src/domain/agency/agency';
import { defaultPayCodeFor } from '../../../src/domain/payment/payment-channel';
import { agencyForRegion } from '../agency/agency-for-region';
import { priceOrder } from './price-order';

/** Every marketplace order is paid within 2 days (spec 2 section 9: auctions and accepted offers). */
export const PAYMENT_WINDOW_MS = 2 * 86_400_000;

export interface SoldListing {
  id: number;
  postageCents: number;
  sellerMemberId: number;
  /** The seller's region at listing time. */
  memberSource: string;
}

export interface NewMarketplaceOrder {
  listing: SoldListing;
  buyerId: number;
  /** The hammer price, the buy-now price or the accepted offer. */
  priceCents: number;
  source: 'auction' | 'buynow' | 'offer';
  offerId?: number;
  now: Date;
}

export async function createMarketplaceOrder(tx: Tx, order: NewMarketplaceOrder): Promise<number> {
  const { listing, buyerId, priceCents, now } = order;
  const [buyer] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, buyerId));
  // The id first: the order code is made from it, as listing codes are.
  const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const buyerSource = buyer?.memberSource ?? 'US';
  const payType = defaultPayCodeFor(buyerSource);
  const pricing = await priceOrder(tx, { buyerSource, sellerSource: listing.memberSource, payType }, { itemCents: priceCents, postageCents: listing.postageCents }, null);
  // Spec 2 "Domestic and cross-region" (src/domain/agency/agency.ts): every cross-region sale is 2,
  // through the agency of the seller's region into the buyer's warehouse there until the buyer
  // turns the transfer service on at checkout.
  const businessType = newOrderBusinessType(buyerSource, listing.memberSource);
  const agency = businessType === BusinessType.Agency ? await agencyForRegion(tx, listing.memberSource) : null;
  await tx.insert(orders).values({
    id,
    code: `HO${String(id).padStart(8, '0')}`,
    buyerMemberId: buyerId,
    sellerMemberId: listing.sellerMemberId,
    commodityId: listing.id,
    source: order.source,
    offerId: order.offerId ?? null,
    businessType,
    agencyId: agency?.id ?? null,
    orderStatus: 1,
    itemCents: priceCents,
    postageCents: listing.postageCents,
    isGuarantee: payType,
    ...pricing,
    payDueAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    createdAt: now,
  });
  return id;
}
