/**
 * The seller's proceeds (DESIGN.md 5b, issue 33): what is still held in escrow for their paid,
 * unfinished orders (pending), what the ledger credited them (its 'proceeds' account: finished
 * orders, less refunds), and those ledger lines newest first, 60 a page. USD cents.
 */
import { z } from 'zod/mini';

export const PROCEEDS_PAGE_SIZE = 60;

export const sellerProceedsQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type SellerProceedsQuery = z.output<typeof sellerProceedsQuery>;

export const proceedsLine = z.object({
  ID: z.int(),
  AmountCents: z.int(),
  /** 'finished' (credited when the order finished) or 'refunded' (taken back by a refund). */
  Event: z.string(),
  OrderKind: z.enum(['order', 'store_order']),
  OrderId: z.int(),
  OrderCode: z.string(),
  CreatedAt: z.string(),
});
export type ProceedsLine = z.infer<typeof proceedsLine>;

export const sellerProceedsReply = z.object({
  /** Item and postage of paid orders not yet finished: credited when each one finishes. */
  PendingCents: z.int(),
  PendingOrders: z.int(),
  CreditedCents: z.int(),
  data: z.array(proceedsLine),
  count: z.int(),
});
export type SellerProceedsReply = z.infer<typeof sellerProceedsReply>;
