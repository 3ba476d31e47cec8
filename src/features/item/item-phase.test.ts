import { describe, expect, it } from 'vitest';
import { finishedAs, itemPhase, priceLabelKind } from './item-phase';

const auction = { ByWay: 2, Status: 1, AuctionCount: 3 };
const buyNow = { ByWay: 1, Status: 1, AuctionCount: 0 };

describe('itemPhase', () => {
  it('reads coming soon, live and ended from the status', () => {
    expect(itemPhase({ ...auction, Status: 2 })).toBe('coming-soon');
    expect(itemPhase(auction)).toBe('live');
    expect(itemPhase({ ...auction, Status: -1 })).toBe('ended');
    expect(itemPhase({ ...auction, Status: -2 })).toBe('ended');
  });
  it('treats status 0 as not started for an auction and sold out for a fixed-price item', () => {
    expect(itemPhase({ ...auction, Status: 0 })).toBe('coming-soon');
    expect(itemPhase({ ...buyNow, Status: 0 })).toBe('ended');
  });
  it('shows a live auction as ended once its countdown reached 00:00, but never a buy-now item', () => {
    expect(itemPhase(auction, true)).toBe('ended');
    expect(itemPhase(buyNow, true)).toBe('live');
  });
  it('treats an unknown ByWay as an auction', () => {
    expect(itemPhase({ ByWay: 7, Status: 1 }, true)).toBe('ended');
  });
});

describe('finishedAs', () => {
  it('reads -2 (bought or won) and a sold-out fixed-price item as sold, an unsold end as expired', () => {
    expect(finishedAs({ ...auction, Status: -2 })).toBe('sold');
    expect(finishedAs({ ...buyNow, Status: -2 })).toBe('sold');
    expect(finishedAs({ ...buyNow, Status: 0 })).toBe('sold');
    expect(finishedAs({ ...auction, Status: -1 })).toBe('expired');
    expect(finishedAs({ ...buyNow, Status: -1 })).toBe('expired');
    // A countdown at 00:00 the server has not settled yet: not known to be sold.
    expect(finishedAs(auction)).toBe('expired');
  });
});

describe('priceLabelKind', () => {
  it('labels a fixed-price item Price in every phase', () => {
    expect(priceLabelKind(buyNow, 'live')).toBe('price');
    expect(priceLabelKind(buyNow, 'ended')).toBe('price');
  });
  it('labels an auction by its state', () => {
    expect(priceLabelKind(auction, 'coming-soon')).toBe('starting');
    expect(priceLabelKind({ ...auction, AuctionCount: 0 }, 'live')).toBe('starting');
    expect(priceLabelKind(auction, 'live')).toBe('current');
    expect(priceLabelKind(auction, 'ended')).toBe('winning');
  });
  it('keeps the starting bid for an auction that ended without bids', () => {
    expect(priceLabelKind({ ...auction, AuctionCount: 0 }, 'ended')).toBe('starting');
  });
});
