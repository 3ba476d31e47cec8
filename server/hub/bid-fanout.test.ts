import { describe, expect, it } from 'vitest';
import { openAuction } from '../../src/domain/bidding/proxy-bidding';
import { BidFanOut } from './bid-fanout';
import type { LiveBidState } from './live-bid-state';

const quiet = { warn: () => {} };

/** A fan-out over one watched commodity (7) whose state is `count` bids; records reads and sends. */
function setUp(minGapMs: number, readMs = 2) {
  let count = 0;
  const reads: number[] = [];
  const sends: { atMs: number; count: number }[] = [];
  const client = { memberId: null, send: (message: string | Buffer) => sends.push({ atMs: performance.now(), count: JSON.parse(message.toString().slice(0, -1)).arguments[0].AuctionCount }) };
  const hub = { group: (id: number) => (id === 7 ? new Set([client]) : undefined), joinedCommodities: () => [7] };
  const read = async (commodityId: number): Promise<LiveBidState> => {
    reads.push(performance.now());
    const atRead = count;
    await new Promise((resolve) => setTimeout(resolve, readMs));
    return {
      commodityId,
      status: 1,
      startsAt: new Date(0),
      auctionsUserCount: 1,
      endsAt: null,
      auction: { ...openAuction(1_000, Number.MAX_SAFE_INTEGER, 0), bidCount: atRead, priceCents: 1_000 + atRead },
      bids: [],
      bidders: new Set(),
    };
  };
  const fanOut = new BidFanOut(hub as never, read, quiet, minGapMs);
  const commit = () => {
    count += 1;
    fanOut.onNotification(JSON.stringify({ commodityId: 7, committedAt: new Date().toISOString() }));
  };
  return { fanOut, commit, reads, sends };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BidFanOut', () => {
  it('collapses a burst of commits into one read and message per gap, the last one carrying the final state', async () => {
    const { fanOut, commit, reads, sends } = setUp(40);
    const started = performance.now();
    // Commits in groups of four: however late a busy machine runs the timers between groups, the
    // last three of a group come while its first one's read is under way and share the next read,
    // so 20 commits get at most 10 reads.
    for (let group = 0; group < 5; group++) {
      for (let i = 0; i < 4; i++) commit();
      await sleep(16);
    }
    const burstMs = performance.now() - started;
    await sleep(150);
    await fanOut.close();
    expect(sends.at(-1)?.count).toBe(20);
    expect(reads.length).toBeLessThanOrEqual(Math.ceil(burstMs / 40) + 1);
    expect(reads.length).toBeLessThanOrEqual(10);
    // Whole gaps (a timer fires up to ~1.5 ms early by performance.now(); the fan-out waits again).
    for (let i = 1; i < reads.length; i++) expect(reads[i]! - reads[i - 1]!).toBeGreaterThanOrEqual(39.5);
    // Messages follow commit order.
    expect(sends.map((send) => send.count)).toEqual([...sends.map((send) => send.count)].sort((a, b) => a - b));
  });

  it('sends a lone commit at once, and the next one no sooner than the gap', async () => {
    const { fanOut, commit, sends } = setUp(1_000);
    const first = performance.now();
    commit();
    await until(() => sends.length === 1);
    expect(sends[0]!.atMs - first).toBeLessThan(500);
    commit();
    await sleep(200);
    expect(sends).toHaveLength(1);
    await until(() => sends.length === 2);
    expect(sends[1]!.atMs - first).toBeGreaterThanOrEqual(999);
    expect(sends.map((send) => send.count)).toEqual([1, 2]);
    await fanOut.close();
  });
});

async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error('timed out');
    await sleep(10);
  }
}
