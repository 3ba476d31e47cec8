// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query/query-client';
import { session } from '../../../lib/session/session-store';
import { itemKeys } from '../api/item-keys';
import { auctionItem, buyNowItem } from '../testing/item-fixture';
import { callsTo, renderRoute, stubApi, stubMatchMedia, testQueryClient } from '../testing/render-item';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { ItemPage } from './item-page';

session.userKnown = true;
vi.mock('../../../lib/live/use-commodity-live', () => ({ useCommodityLive: () => ({ connected: false }) }));

beforeEach(() => stubMatchMedia(false));
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

/**
 * The app's query client as start-up leaves it after restoring the device's copy
 * (persistQueryClientRestore hydrates the saved cache): the copy was fetched `ageMs` ago, in an
 * earlier page load, well within the app's default freshness.
 */
function restoredClient(copy: ItemDetail, ageMs: number) {
  const earlier = testQueryClient();
  earlier.setQueryData(itemKeys.detail(copy.ID), copy, { updatedAt: Date.now() - ageMs });
  const client = createQueryClient();
  hydrate(client, dehydrate(earlier));
  return client;
}

function open(copy: ItemDetail, server: ItemDetail) {
  const fetchMock = stubApi({
    '/api/items/5': { status: 200, body: server },
    '/api/items/5/like': { status: 200, body: { data: [] } },
    '/api/recently/': { status: 204 },
  });
  renderRoute('/carddetails/5', { '/carddetails/:id': <ItemPage /> }, restoredClient(copy, 5_000));
  return fetchMock;
}

describe('ItemPage: a copy restored from the device', () => {
  it('asks the server on open however fresh the copy looks, and shows its answer: the auction ended', async () => {
    const copy = auctionItem({ USD_Price: 1000, AuctionCount: 1 });
    const ended = auctionItem({ USD_Price: 1200, AuctionCount: 2, Status: -2, EffectiveDate: new Date(Date.now() - 1000).toISOString() });
    const fetchMock = open(copy, ended);
    // The copy shows until the answer comes.
    expect(await screen.findByText('$10.00', { selector: '.item-price__amount' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/api/items/5')).toBe(1));
    expect(await screen.findByText('Winning bid')).toBeTruthy();
    expect(screen.getByText('$12.00', { selector: '.item-price__amount' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
  });

  it('no longer offers Buy now once the server says the item was bought', async () => {
    const fetchMock = open(buyNowItem(), buyNowItem({ Status: -2 }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/items/5')).toBe(1));
    expect(await screen.findByText('This item has been sold. Take a look at other cards.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('shows the copy without asking while the server cannot be reached', async () => {
    onlineManager.setOnline(false);
    const fetchMock = open(auctionItem({ USD_Price: 1000 }), auctionItem({ Status: -2 }));
    expect(await screen.findByText('$10.00', { selector: '.item-price__amount' })).toBeTruthy();
    expect(screen.getByText('Current bid', { selector: '.item-price__label' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/items/5')).toBe(0);
  });
});
