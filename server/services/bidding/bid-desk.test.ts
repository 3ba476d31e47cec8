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

  it("runs an item's turns one at a time in arrival order, other items alongside, and goes on after a failed turn", async () => {
    const desk = new BidDesk();
    const log: string[] = [];
    let inside = 0;
    let mostInside = 0;
    const turn = (item: number, name: string, fail = false) =>
      desk.inTurn(item, async () => {
        inside += item === 1 ? 1 : 0;
        mostInside = Math.max(mostInside, inside);
        log.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} out`);
        inside -= item === 1 ? 1 : 0;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([turn(1, 'a'), turn(1, 'b', true), turn(2, 'x'), turn(1, 'c')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b', 'x', 'c']);
    expect(mostInside).toBe(1);
    expect(log.filter((entry) => !entry.startsWith('x'))).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    // x (another item) did not wait for a.
    expect(log.indexOf('x in')).toBeLessThan(log.indexOf('a out'));
  });
});
