import { describe, expect, it } from 'vitest';
import { BidDesk, type AuctionView } from './bid-desk';

const view = (auctionCount: number, priceCents = 1_000 + auctionCount * 100): AuctionView => ({
  byWay: 2,
  status: 1,
  startsAt: new Date('2026-11-20T00:00:00Z'),
  endsAt: new Date('2026-11-30T00:00:00Z'),
  sellerMemberId: 1,
  startPriceCents: 1_000,
  priceCents,
  leaderMemberId: 2,
  leaderMaxCents: 9_000,
  auctionCount,
  extendedBiddingSeconds: 0,
});

describe('BidDesk', () => {
  it('keeps the newest view of an item: a read that finishes after a later commit does not win', () => {
    const desk = new BidDesk();
    desk.remember(7, view(5));
    desk.remember(7, view(4));
    expect(desk.view(7)?.auctionCount).toBe(5);
    desk.remember(7, { ...view(5), status: -2 });
    expect(desk.view(7)?.status).toBe(-2);
    desk.forget(7);
    expect(desk.view(7)).toBeUndefined();
  });

  it('remembers gate passes per member and item until told otherwise', () => {
    const desk = new BidDesk();
    desk.rememberPass(3, 7);
    expect([desk.passed(3, 7), desk.passed(3, 8), desk.passed(4, 7)]).toEqual([true, false, false]);
    desk.forgetPass(3, 7);
    expect(desk.passed(3, 7)).toBe(false);
    desk.rememberPass(3, 7);
    desk.clear();
    expect(desk.passed(3, 7)).toBe(false);
  });

  it("settles an item's bids in arrival order, in batches of those that arrived during the batch before, other items alongside", async () => {
    const desk = new BidDesk();
    const batches: string[][] = [];
    let settling = 0;
    let mostSettling = 0;
    const settle = async (names: string[]): Promise<PromiseSettledResult<string>[]> => {
      settling += 1;
      mostSettling = Math.max(mostSettling, settling);
      batches.push(names);
      await new Promise((resolve) => setTimeout(resolve, 5));
      settling -= 1;
      return names.map((name) => (name.startsWith('bad') ? { status: 'rejected', reason: new Error(name) } : { status: 'fulfilled', value: `${name}!` }));
    };
    const bid = (item: number, name: string) => desk.inBatch(item, name, settle);

    const first = bid(1, 'a');
    const during = [bid(1, 'b'), bid(1, 'bad c'), bid(2, 'x'), bid(1, 'd')];
    const results = await Promise.allSettled([first, ...during]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a!', 'b!', 'bad c', 'x!', 'd!']);
    // a alone at once; b, c and d waited for it and went together; x (another item) did not wait.
    expect(batches).toEqual([['a'], ['x'], ['b', 'bad c', 'd']]);
    expect(mostSettling).toBe(2);
    // Idle again: the next bid is a batch of one at once.
    expect(await bid(1, 'e')).toBe('e!');
    expect(batches.at(-1)).toEqual(['e']);
  });

  it('answers every bid of a batch whose settling threw with that error, and goes on with the next batch', async () => {
    const desk = new BidDesk();
    const settle = async (names: string[]): Promise<PromiseSettledResult<string>[]> => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (names.includes('boom')) throw new Error('database gone');
      return names.map((name) => ({ status: 'fulfilled', value: name }));
    };
    const results = await Promise.allSettled([desk.inBatch(1, 'boom', settle), desk.inBatch(1, 'after', settle)]);
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('database gone') },
      { status: 'fulfilled', value: 'after' },
    ]);
  });
});
