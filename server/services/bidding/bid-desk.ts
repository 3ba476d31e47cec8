/**
 * This node's bid desk: on a hot auction nearly every bid arrives too low (someone got there first),
 * and the desk answers those without the database. It holds
 * - each auction's columns as last read or committed on this node, for ITEM_VIEW_TTL_MS;
 * - which members passed the gate, the auction check and the deposit check for an item, for
 *   GATE_PASS_TTL_MS;
 * - one queue per item: this node's bids on an item are settled in arrival order, in batches (the
 *   bids that arrived while the batch before them was being written), each held against the view
 *   the bids before it left.
 * A bid answered from the desk is only ever refused BID_TOO_LOW, and only while the view shows the
 * auction open. The minimum next bid only moves up, so a view that is behind refuses less, never
 * wrongly. Every accepted bid is written only while the row is still what it was judged on, or is
 * judged again under the row's lock (other nodes' bids serialise on the row), and every other
 * refusal comes from the database (place-bid.ts). What the lifetimes bound: a member whose gate
 * closed (an order fell overdue) may still be told "too low" rather than the gate's message for up
 * to 2 s, and another node's seller ending an auction early is seen here within 1 s (this node's
 * own ends forget the item at once).
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
  /** Per item with a batch being settled, the bids that arrived since: the next batch. */
  readonly #waiting = new Map<number, Waiting[]>();

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

  /**
   * Settles `input` with the item's other bids, first come, first served: a bid that finds the item
   * idle is a batch of one at once; the bids that arrive while a batch is being settled wait and
   * form the next batch. `settle` answers a batch's bids in its order; the first caller's `settle`
   * serves every batch until the item is idle again, so it must not depend on the bid it came with.
   */
  inBatch<In, Out>(commodityId: number, input: In, settle: (inputs: In[]) => Promise<PromiseSettledResult<Out>[]>): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      const entry = { input, resolve, reject } as Waiting;
      const waiting = this.#waiting.get(commodityId);
      if (waiting) {
        waiting.push(entry);
        return;
      }
      this.#waiting.set(commodityId, []);
      void this.#settleUntilIdle(commodityId, [entry], settle as (inputs: unknown[]) => Promise<PromiseSettledResult<unknown>[]>);
    });
  }

  async #settleUntilIdle(commodityId: number, first: Waiting[], settle: (inputs: unknown[]) => Promise<PromiseSettledResult<unknown>[]>) {
    for (let batch = first; batch.length > 0; ) {
      let results: PromiseSettledResult<unknown>[];
      try {
        results = await settle(batch.map((entry) => entry.input));
      } catch (error) {
        results = batch.map(() => ({ status: 'rejected', reason: error }));
      }
      batch.forEach((entry, i) => {
        const result = results[i]!;
        if (result.status === 'fulfilled') entry.resolve(result.value);
        else entry.reject(result.reason);
      });
      batch = this.#waiting.get(commodityId)!;
      this.#waiting.set(commodityId, []);
    }
    this.#waiting.delete(commodityId);
  }

  clear(): void {
    this.#items.clear();
    this.#passes.clear();
  }
}

interface Waiting {
  input: unknown;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

function passKey(memberId: number, commodityId: number) {
  return `${memberId}:${commodityId}`;
}
