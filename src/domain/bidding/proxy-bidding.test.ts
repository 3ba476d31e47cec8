import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bidIncrementCents } from './bid-increment';
import {
  minimumBidFor,
  minimumNextBidCents,
  openAuction,
  placeBid,
  type AuctionState,
  type BidAttempt,
  type BidResult,
} from './proxy-bidding';

const START_AT = Date.parse('2026-11-21T12:00:00Z');
const LATER = START_AT + 7 * 86_400_000;

/**
 * The brute-force reference of DESIGN.md section 5, written independently of the engine: rank every
 * member's best maximum among the accepted bids (a member's maximum counts from the first bid that
 * reached it; equal maximums rank by that order), price = second-highest + its increment capped at
 * the highest, one bidder → the starting price. A bid by the member leading at that moment only
 * raises their maximum ("a leader raising their own maximum does not move the price"), so the
 * price is that formula over the accepted bids up to the last bid that was not such a raise.
 */
function reference(startCents: number, accepted: readonly { memberId: number; maxCents: number }[]) {
  const ranked = ranking(accepted);
  const [top] = ranked;
  if (!top) return { priceCents: startCents, leaderId: null, leaderMaxCents: 0, minimumCents: startCents };
  let pricedUpTo = accepted.length;
  while (pricedUpTo > 1 && ranking(accepted.slice(0, pricedUpTo - 1))[0]?.[0] === accepted[pricedUpTo - 1]!.memberId) pricedUpTo -= 1;
  const [pricedTop, second] = ranking(accepted.slice(0, pricedUpTo));
  const priceCents = second ? Math.min(second[1].maxCents + bidIncrementCents(second[1].maxCents), pricedTop![1].maxCents) : startCents;
  return { priceCents, leaderId: top[0], leaderMaxCents: top[1].maxCents, minimumCents: priceCents + bidIncrementCents(priceCents) };
}

/** Members by their best maximum, highest first; on equal maximums the one reached first. */
function ranking(accepted: readonly { memberId: number; maxCents: number }[]) {
  const best = new Map<number, { maxCents: number; order: number }>();
  accepted.forEach(({ memberId, maxCents }, order) => {
    const current = best.get(memberId);
    if (!current || maxCents > current.maxCents) best.set(memberId, { maxCents, order });
  });
  return [...best].sort(([, a], [, b]) => b.maxCents - a.maxCents || a.order - b.order);
}

type Mode = 'atMinimum' | 'belowMinimum' | 'aboveMinimum' | 'tieLeader' | 'leaderRaise' | 'zero';
interface Step {
  memberId: number;
  mode: Mode;
  offsetCents: number;
}

const stepArbitrary = fc.record({
  memberId: fc.integer({ min: 1, max: 5 }),
  mode: fc.constantFrom<Mode>('atMinimum', 'belowMinimum', 'aboveMinimum', 'aboveMinimum', 'tieLeader', 'leaderRaise', 'zero'),
  offsetCents: fc.integer({ min: 1, max: 5_000 }),
});

/** Turns a generated step into a bid around the current minimum (ties, raises and too-low bids included). */
function attemptFor(state: AuctionState, step: Step, atMs: number): BidAttempt {
  const minimum = minimumNextBidCents(state);
  const memberId = step.mode === 'leaderRaise' && state.leaderId !== null ? state.leaderId : step.memberId;
  const maxCents = {
    atMinimum: minimum,
    belowMinimum: minimum - step.offsetCents,
    aboveMinimum: minimum + step.offsetCents,
    tieLeader: state.leaderId === null ? minimum : state.leaderMaxCents,
    leaderRaise: (state.leaderId === null ? minimum : state.leaderMaxCents) + step.offsetCents,
    zero: 0,
  }[step.mode];
  return { memberId, maxCents, atMs };
}

describe('placeBid against the brute-force reference', () => {
  it('gives the same price, leader, leader maximum and next minimum after any sequence of bids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600_000 }), fc.array(stepArbitrary, { maxLength: 40 }), (startCents, steps) => {
        let state = openAuction(startCents, LATER);
        const accepted: { memberId: number; maxCents: number }[] = [];
        steps.forEach((step, index) => {
          const attempt = attemptFor(state, step, START_AT + index * 1000);
          const before = reference(startCents, accepted);
          const required = before.leaderId === attempt.memberId ? Math.max(before.minimumCents, before.leaderMaxCents + 1) : before.minimumCents;
          const result = placeBid(state, attempt);
          if (attempt.maxCents <= 0) {
            expect(result).toMatchObject({ ok: false, code: 'BID_PRICE_REQUIRED' });
            return;
          }
          if (attempt.maxCents < required) {
            expect(result).toEqual({ ok: false, code: 'BID_TOO_LOW', minimumCents: required });
            return;
          }
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          accepted.push({ memberId: attempt.memberId, maxCents: attempt.maxCents });
          const after = reference(startCents, accepted);
          state = result.state;
          expect({ priceCents: state.priceCents, leaderId: state.leaderId, leaderMaxCents: state.leaderMaxCents }).toEqual({
            priceCents: after.priceCents,
            leaderId: after.leaderId,
            leaderMaxCents: after.leaderMaxCents,
          });
          expect(minimumNextBidCents(state)).toBe(after.minimumCents);
          expect(result.outcome).toBe(
            before.leaderId === attempt.memberId ? 'raised' : after.leaderId === attempt.memberId ? 'leading' : 'outbid',
          );
          expect(result.previousLeaderId).toBe(before.leaderId);
          // The bidder's own row comes first and carries their maximum; the rows add up to the bid count.
          expect(result.records[0]).toMatchObject({ memberId: attempt.memberId, maxCents: attempt.maxCents, isAuto: false });
          expect(result.records.at(-1)!.amountCents).toBe(state.priceCents);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('counts every recorded row, the proxy answers included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.array(stepArbitrary, { maxLength: 30 }), (startCents, steps) => {
        let state = openAuction(startCents, LATER);
        let rows = 0;
        steps.forEach((step, index) => {
          const result = placeBid(state, attemptFor(state, step, START_AT + index));
          if (!result.ok) return;
          rows += result.records.length;
          state = result.state;
        });
        expect(state.bidCount).toBe(rows);
      }),
    );
  });
});

function accept(result: BidResult) {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

function auctionAfter(startCents: number, bids: [memberId: number, maxCents: number][]): AuctionState {
  let state = openAuction(startCents, LATER);
  for (const [memberId, maxCents] of bids) state = accept(placeBid(state, { memberId, maxCents, atMs: START_AT })).state;
  return state;
}

describe('placeBid branches', () => {
  it('lets the first bidder lead at the starting price whatever their maximum', () => {
    const result = accept(placeBid(openAuction(1_000, LATER), { memberId: 7, maxCents: 5_000, atMs: START_AT }));
    expect(result.outcome).toBe('leading');
    expect(result.state).toMatchObject({ priceCents: 1_000, leaderId: 7, leaderMaxCents: 5_000, bidCount: 1 });
    expect(result.records).toEqual([{ memberId: 7, maxCents: 5_000, amountCents: 1_000, isAuto: false }]);
    expect(result.previousLeaderId).toBeNull();
  });

  it('does not move the price when the leader raises their own maximum', () => {
    const state = auctionAfter(1_000, [[7, 5_000]]);
    const result = accept(placeBid(state, { memberId: 7, maxCents: 9_000, atMs: START_AT }));
    expect(result.outcome).toBe('raised');
    expect(result.state).toMatchObject({ priceCents: 1_000, leaderId: 7, leaderMaxCents: 9_000, bidCount: 2 });
  });

  it('puts a new leader one increment above the old maximum', () => {
    // 40.00 is in the 40–99.99 band (increment 5).
    const result = accept(placeBid(auctionAfter(1_000, [[2, 4_000]]), { memberId: 1, maxCents: 9_000, atMs: START_AT }));
    expect(result.outcome).toBe('leading');
    expect(result.state).toMatchObject({ priceCents: 4_500, leaderId: 1, leaderMaxCents: 9_000 });
    expect(result.records).toEqual([{ memberId: 1, maxCents: 9_000, amountCents: 4_500, isAuto: false }]);
    expect(result.previousLeaderId).toBe(2);
  });

  it('caps the new price at the new leader maximum', () => {
    const result = accept(placeBid(auctionAfter(1_000, [[2, 3_000]]), { memberId: 1, maxCents: 3_100, atMs: START_AT }));
    expect(result.state.priceCents).toBe(3_100);
  });

  it("answers a lower bid with the leader's proxy one increment above it", () => {
    // 30.00 is in the 20–39.99 band (increment 2).
    const result = accept(placeBid(auctionAfter(1_000, [[1, 5_000]]), { memberId: 2, maxCents: 3_000, atMs: START_AT }));
    expect(result.outcome).toBe('outbid');
    expect(result.state).toMatchObject({ priceCents: 3_200, leaderId: 1, leaderMaxCents: 5_000, bidCount: 3 });
    expect(result.records).toEqual([
      { memberId: 2, maxCents: 3_000, amountCents: 3_000, isAuto: false },
      { memberId: 1, maxCents: 5_000, amountCents: 3_200, isAuto: true },
    ]);
  });

  it('keeps the earlier of two equal maximums in the lead at that maximum', () => {
    const result = accept(placeBid(auctionAfter(1_000, [[1, 4_000]]), { memberId: 2, maxCents: 4_000, atMs: START_AT }));
    expect(result.outcome).toBe('outbid');
    expect(result.state).toMatchObject({ priceCents: 4_000, leaderId: 1 });
  });

  it('refuses a bid below the next minimum and names the minimum', () => {
    const state = auctionAfter(1_000, [[1, 5_000], [2, 3_000]]);
    expect(minimumNextBidCents(state)).toBe(3_400);
    expect(placeBid(state, { memberId: 3, maxCents: 3_399, atMs: START_AT })).toEqual({ ok: false, code: 'BID_TOO_LOW', minimumCents: 3_400 });
    expect(placeBid(openAuction(1_000, LATER), { memberId: 3, maxCents: 999, atMs: START_AT })).toEqual({ ok: false, code: 'BID_TOO_LOW', minimumCents: 1_000 });
  });

  it('makes a leader go above their own maximum', () => {
    const state = auctionAfter(1_000, [[1, 5_000]]);
    expect(minimumBidFor(state, 1)).toBe(5_001);
    expect(minimumBidFor(state, 2)).toBe(1_100);
    expect(placeBid(state, { memberId: 1, maxCents: 5_000, atMs: START_AT })).toMatchObject({ ok: false, code: 'BID_TOO_LOW', minimumCents: 5_001 });
  });

  it('asks for a price on an empty, zero or negative amount', () => {
    const state = openAuction(1_000, LATER);
    for (const maxCents of [0, -100, Number.NaN]) {
      expect(placeBid(state, { memberId: 1, maxCents, atMs: START_AT })).toMatchObject({ ok: false, code: 'BID_PRICE_REQUIRED' });
    }
  });

  it('refuses every bid at or after the end', () => {
    const state = openAuction(1_000, START_AT + 60_000);
    expect(placeBid(state, { memberId: 1, maxCents: 9_000, atMs: START_AT + 60_000 })).toMatchObject({ ok: false, code: 'AUCTION_ENDED' });
    expect(placeBid(state, { memberId: 1, maxCents: 9_000, atMs: START_AT + 59_999 }).ok).toBe(true);
  });

  it('asks for the start price first, then the price plus one increment', () => {
    expect(minimumNextBidCents(openAuction(1_000, LATER))).toBe(1_000);
    expect(minimumNextBidCents(auctionAfter(1_000, [[2, 4_000], [1, 9_000]]))).toBe(5_000);
  });
});

describe('extended bidding', () => {
  const endsAt = START_AT + 10 * 60_000;

  it('moves the end to now + N for a bid in the last N seconds', () => {
    const state = openAuction(1_000, endsAt, 120);
    const atMs = endsAt - 30_000;
    expect(accept(placeBid(state, { memberId: 1, maxCents: 1_000, atMs })).state.endsAtMs).toBe(atMs + 120_000);
  });

  it('keeps the end for a bid before the window, and without the option', () => {
    expect(accept(placeBid(openAuction(1_000, endsAt, 120), { memberId: 1, maxCents: 1_000, atMs: endsAt - 120_000 })).state.endsAtMs).toBe(endsAt);
    expect(accept(placeBid(openAuction(1_000, endsAt, null), { memberId: 1, maxCents: 1_000, atMs: endsAt - 1_000 })).state.endsAtMs).toBe(endsAt);
  });

  it('extends on a bid the leader answers, and keeps extending', () => {
    let state = auctionAfter(1_000, [[1, 9_000]]);
    state = { ...state, endsAtMs: endsAt, extendSeconds: 60 };
    const first = accept(placeBid(state, { memberId: 2, maxCents: 2_000, atMs: endsAt - 10_000 }));
    expect(first.outcome).toBe('outbid');
    expect(first.state.endsAtMs).toBe(endsAt + 50_000);
    const second = accept(placeBid(first.state, { memberId: 3, maxCents: 9_500, atMs: endsAt + 40_000 }));
    expect(second.state.endsAtMs).toBe(endsAt + 100_000);
  });
});

describe('bid increments', () => {
  it('uses the increment of the price band', () => {
    expect(bidIncrementCents(0)).toBe(100);
    expect(bidIncrementCents(1_999)).toBe(100);
    expect(bidIncrementCents(2_000)).toBe(200);
    expect(bidIncrementCents(3_999)).toBe(200);
    expect(bidIncrementCents(4_000)).toBe(500);
    expect(bidIncrementCents(9_999)).toBe(500);
    expect(bidIncrementCents(10_000)).toBe(1_000);
    expect(bidIncrementCents(20_000)).toBe(1_500);
    expect(bidIncrementCents(49_999)).toBe(1_500);
    expect(bidIncrementCents(50_000)).toBe(2_500);
    expect(bidIncrementCents(100_000)).toBe(5_000);
    expect(bidIncrementCents(200_000)).toBe(10_000);
    expect(bidIncrementCents(500_000)).toBe(20_000);
    expect(bidIncrementCents(999_999)).toBe(20_000);
    expect(bidIncrementCents(1_000_000)).toBe(25_000);
  });
});
