/**
 * The seller API's "end my auction now" (POST /api/seller/listings/{id}/end): the auction closes at
 * once and is settled as at its normal end (sold to the leader, or ended without bids).
 */
import { z } from 'zod/mini';

export const endAuctionReply = z.object({
  ID: z.int(),
  /** -2 sold to the highest bidder, -1 ended without bids. */
  Status: z.int(),
  /** The winner's unpaid order; null without bids. */
  OrderId: z.nullable(z.int()),
});
export type EndAuctionReply = z.infer<typeof endAuctionReply>;
