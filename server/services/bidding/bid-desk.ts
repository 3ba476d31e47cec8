/**
 * This node's bid desk: on a hot auction nearly every bid arrives too low (someone got there first),
 * and the desk answers those without the database. It holds
 * - each auction's columns as last read or committed on this node, for ITEM_VIEW_TTL_MS;
 * - which members passed the gate, the auction check and the deposit check for an item, for
 *   GATE_PASS_TTL_MS;
 * - one queue per item: this node's bids on an item take the row lock one at a time, and each, when
 *   its turn comes, is first held against the view the bid before it left.
 * A bid answered from the desk is only ever refused BID_TOO_LOW, and only while the view shows the
 * auction open. The minimum next bid only moves up, so a view that is behind refuses less, never
 * wrongly; every other answer, and every accepted bid, still comes from the database under the
 * item's row lock (other nodes' bids serialise there). What the lifetimes bound: a member whose
 * gate closed (an order fell overdue) may still be told "too low" rather than the gate's message
 * for up to 2 s, and another node's seller ending an auction early is seen here within 1 s (this
 * node's own ends forget the item at once).
 */
import { LRUCache } from 'lru-cache';
import type { commodities } from '../../db/schema';

const ITEM_VIEW_TTL_MS = 1000;
const GATE_PASS_TTL_MS = 2000;

export type AuctionView = Pick<
  typeof commodities.$inferSelect,
  | 'byWay'
  | 'status'
  | 'startsAt'
  | 'endsAt'
  | 'sellerMemberId'
  | 'startPriceCents'
  | 'priceCents'
  | 'leaderMemberId'
  | 'leaderMaxCents'
  | 'auctionCount'
  | 'extendedBiddingSeconds'
>;

export class BidDesk {
  readonly #items = new LRUCache<number, AuctionView>({ max: 5_000, ttl: ITEM_VIEW_TTL_MS });
  readonly #passes = new LRUCache<string, true>({ max: 50_000, ttl: GATE_PASS_TTL_MS });
  /** Per item, the end of its queue: settles when the last bid queued so far is done. */
  readonly #queues = new Map<number, Promise<void>>();

  /** Whether the member passed the gate, the auction and the deposit checks for the item lately. */
  passed(memberId: number, commodityId: number): boolean {
    return this.#passes.has(passKey(memberId, commodityId));
  }

  view(commodityId: number): AuctionView | undefined {
    return this.#items.get(commodityId);
  }

  /** Keeps the newer of the held and the given view (bids only add to AuctionCount). */
  remember(commodityId: number, view: AuctionView): void {
    const held = this.#items.get(commodityId);
    if (held && held.auctionCount > view.auctionCount) return;
    this.#items.set(commodityId, view);
  }

  rememberPass(memberId: number, commodityId: number): void {
    this.#passes.set(passKey(memberId, commodityId), true);
  }

  /** Under the lock the member was refused by the gate, the auction or the deposit. */
  forgetPass(memberId: number, commodityId: number): void {
    this.#passes.delete(passKey(memberId, commodityId));
  }

  /** The auction changed other than by a bid (a seller ended it): the next bid reads it afresh. */
  forget(commodityId: number): void {
    this.#items.delete(commodityId);
  }

  /** Runs `turn` once every bid queued on the item before it is done (first come, first served). */
  async inTurn<T>(commodityId: number, turn: () => Promise<T>): Promise<T> {
    const before = this.#queues.get(commodityId);
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    this.#queues.set(commodityId, mine);
    try {
      await before;
      return await turn();
    } finally {
      done();
      if (this.#queues.get(commodityId) === mine) this.#queues.delete(commodityId);
    }
  }

  clear(): void {
    this.#items.clear();
    this.#passes.clear();
  }
}

function passKey(memberId: number, commodityId: number) {
  return `${memberId}:${commodityId}`;
}
