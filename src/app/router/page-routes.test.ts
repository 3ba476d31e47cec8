// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '../../features/catalog/api/catalog-keys';
import { emptyMarketReply, stubApi } from '../../features/catalog/testing/render-route';
import { itemQueries } from '../../features/item/api/item-queries';
import { auctionItem } from '../../features/item/testing/item-fixture';
import { pageCode } from '../../lib/navigation/lazy-page';
import { createQueryClient } from '../../lib/query/query-client';
import { prefetchFirstReads, preloadPage } from './page-routes';

describe('preloadPage', () => {
  it("starts loading the code of the page at a path, also a member page's inside RequireAuth", async () => {
    preloadPage('/myholo/recently');
    expect(pageCode.loading).toBe(1);
    // The same page again starts nothing new.
    preloadPage('/myholo/recently');
    expect(pageCode.loading).toBe(1);
    await waitFor(() => expect(pageCode.loading).toBe(0), { timeout: 15_000 });
  });

  it('starts nothing for a path whose page is not loaded on demand', () => {
    preloadPage('/nowhere/at/all');
    preloadPage('/terms/privacy');
    expect(pageCode.loading).toBe(0);
  });
});

describe('prefetchFirstReads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  const fetchedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname + url.search;
    });

  it("puts the item page's read in the cache under the key the page reads", async () => {
    const fetchMock = stubApi({ '/api/items/12': { status: 200, body: auctionItem({ ID: 12 }) } });
    const client = createQueryClient();
    await prefetchFirstReads(client, new URL('http://holo/carddetails/12'), 5_000);
    expect(fetchedPaths(fetchMock)).toEqual(['/api/items/12']);
    expect(client.getQueryData(itemQueries.detail(12).queryKey)?.ID).toBe(12);
  });

  it('sends the market search as the page writes it, from the path and the query', async () => {
    const fetchMock = stubApi({ '/api/market/search': { status: 200, body: emptyMarketReply } });
    const client = createQueryClient();
    await prefetchFirstReads(client, new URL('http://holo/market/3?key=psa&type=auction&page=2'), 5_000);
    const query = 'key=psa&f=3&type=2&sort=0&dir=asc&page=2';
    expect(fetchedPaths(fetchMock)).toEqual([`/api/market/search?${query}`]);
    expect(client.getQueryData(catalogKeys.market(query))).toEqual(emptyMarketReply);
  });

  it('gives up waiting after waitMs, and asks nothing offline or for a page without first reads', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const started = performance.now();
    await prefetchFirstReads(createQueryClient(), new URL('http://holo/'), 50);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Neither waits: a member page names no reads, and offline a read would only pause.
    const again = performance.now();
    await prefetchFirstReads(createQueryClient(), new URL('http://holo/myholo/watch'), 60_000);
    onlineManager.setOnline(false);
    await prefetchFirstReads(createQueryClient(), new URL('http://holo/carddetails/12'), 60_000);
    expect(performance.now() - again).toBeLessThan(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
