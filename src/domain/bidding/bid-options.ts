/**
 * Bidding's sizes and states, without zod: the item page uses them in its first view, where the
 * schemas (bid.schema.ts) would cost their building for nothing.
 */

export const BID_HISTORY_PAGE_SIZE = 60;
export const MY_BIDS_PAGE_SIZE = 60;
/** The item page shows the first 3 bids (spec 2 "Item detail"). */
export const ITEM_PAGE_BIDS = 3;
/**
 * The hub message carries the bids the item page shows (the bid history refetches its page): every
 * follower of a hot auction parses ~20 messages a second.
 */
export const LIVE_BID_LIST_SIZE = ITEM_PAGE_BIDS;

/** IsOutBid of spec 2: 0 the viewer has not bid, 2 outbid, 3 leading. */
export const OutBid = { None: 0, Outbid: 2, Leading: 3 } as const;
export type OutBid = (typeof OutBid)[keyof typeof OutBid];

/** /myholo/bids filter: leading and outbid are live auctions; won and lost have ended. */
export const myBidsStatuses = ['all', 'leading', 'outbid', 'won', 'lost'] as const;
export type MyBidsStatus = (typeof myBidsStatuses)[number];
