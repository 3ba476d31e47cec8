/**
 * Best Offer fixtures for API tests: a buy-now listing that accepts offers, with its minimum and
 * auto-accept prices, listed through the seller API, and
 * short-hands for the offer calls.
 */
import type { TestApp } from './test-app';
import type { SignedIn } from './demo-members';
import { listItem } from './trade-helpers';

export interface OfferListing {
  /** Buy-now price, cents (default 100.00). */
  Price?: number;
  Bargain?: boolean;
  minCents?: number;
  autoAcceptCents?: number;
}

export async function listOfferItem(t: TestApp, seller: SignedIn, listing: OfferListing = {}): Promise<number> {
  return listItem(t, seller, {
    Title: 'Offer card',
    ByWay: 1,
    Bargain: listing.Bargain ?? true,
    Price: listing.Price ?? 10_000,
    ...(listing.minCents === undefined ? {} : { OfferMinPrice: listing.minCents }),
    ...(listing.autoAcceptCents === undefined ? {} : { OfferAutoAcceptPrice: listing.autoAcceptCents }),
  });
}

export const sendOffer = (buyer: SignedIn, commodityId: number, priceCents: number, remark = '') =>
  buyer.client.post('/api/offers', { CommodityID: commodityId, Price: priceCents, Remark: remark, BargainType: 1 });

export const answerOffer = (who: SignedIn, offerId: number, action: 'accept' | 'decline', side: 'seller' | 'buyer' = 'seller') =>
  who.client.post(side === 'seller' ? `/api/seller/offers/${offerId}/${action}` : `/api/offers/${offerId}/${action}`);
