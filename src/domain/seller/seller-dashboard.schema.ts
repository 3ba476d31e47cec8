/**
 * The seller site's dashboard (GET /api/seller/dashboard): what waits for the seller, each figure
 * the door to its page. Money in cents.
 */
import { z } from 'zod/mini';

export const sellerDashboardReply = z.object({
  /** Paid marketplace and store orders not shipped yet (order status 2). */
  ToShip: z.int(),
  /** Buyers' offers waiting for the seller's answer (status 0). */
  OffersWaiting: z.int(),
  /** The nearest answer deadline of those offers (the 48-hour clock); null when none waits. */
  NextOfferDueAt: z.nullable(z.string()),
  /** Cases against the seller not closed or refunded yet. */
  OpenCases: z.int(),
  /** What the seller's paid, unfinished orders hold in escrow (the ledger's escrow rows of their orders). */
  PendingCents: z.int(),
  /** What the ledger has credited to the seller's proceeds. */
  CreditedCents: z.int(),
  /** Listings on sale or coming soon. */
  OnSale: z.int(),
});
export type SellerDashboard = z.infer<typeof sellerDashboardReply>;
