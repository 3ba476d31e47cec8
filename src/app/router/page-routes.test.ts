// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '../../features/catalog/api/catalog-keys';
import { emptyMarketReply, stubApi } from '../../features/catalog/testing/render-route';
import { itemQueries } from '../../features/item/api/item-queries';
import { auctionItem } from '../../features/item/testing/item-fixture';
import { pageCode } from '../../lib/navigation/lazy-page';
import { createQueryClient } from '../../lib/query/query-client';
import { currentUserKey } from '../../lib/session/current-user-query';
import { reportServerReached } from '../../lib/offline/connectivity';
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
    expect(pageCode.loading).toBe(0);
  });
});

describe('prefetchFirstReads', () => {
  // A read that failed on the network tries again a second or two later: a test's client must not
  // send those into the next test's stubbed fetch (the file setup clears them only after the file).
  const clients: QueryClient[] = [];
  const newClient = () => {
    const client = createQueryClient();
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    for (const client of clients.splice(0)) {
      await client.cancelQueries();
      client.clear();
    }
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  const fetchedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname + url.search;
    });

  const shellPaths = ['/api/categories', '/api/me', '/api/reference/app-config'];

  it("puts the item page's read and the layout's in the cache under the keys they are read with", async () => {
    const fetchMock = stubApi({
      '/api/items/12': { status: 200, body: auctionItem({ ID: 12 }) },
      '/api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Please sign in' } } },
    });
    const client = newClient();
    await prefetchFirstReads(client, new URL('http://holo/carddetails/12'), 5_000);
    expect(fetchedPaths(fetchMock).sort()).toEqual(['/api/items/12', ...shellPaths].sort());
    expect(client.getQueryData(itemQueries.detail(12).queryKey)?.ID).toBe(12);
    // A visitor: known before the first render, so the header renders once.
    expect(client.getQueryState(currentUserKey)).toMatchObject({ status: 'success', data: null });
  });

  it("asks for the member at every start, however fresh the device's copy", async () => {
    const fetchMock = stubApi({});
    const client = newClient();
    client.setQueryData(currentUserKey, { Id: 41 });
    client.setQueryData(['app-config'], { SellerSiteUrl: 'https://sell.example' });
    await prefetchFirstReads(client, new URL('http://holo/myholo/watch'), 5_000);
    expect(fetchedPaths(fetchMock).sort()).toEqual(['/api/categories', '/api/me']);
  });

  it('sends the market search as the page writes it, from the path and the query', async () => {
    const fetchMock = stubApi({ '/api/market/search': { status: 200, body: emptyMarketReply } });
    const client = newClient();
    await prefetchFirstReads(client, new URL('http://holo/market/3?key=psa&type=auction&page=2'), 5_000);
    const query = 'key=psa&f=3&type=2&sort=0&dir=asc&page=2';
    expect(fetchedPaths(fetchMock).filter((path) => !shellPaths.includes(path))).toEqual([`/api/market/search?${query}`]);
    expect(client.getQueryData(catalogKeys.market(query))).toEqual(emptyMarketReply);
  });

  it('stops waiting as soon as a read finds the server unreachable (a stopped server, a card show without answers)', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const started = performance.now();
    await prefetchFirstReads(newClient(), new URL('http://holo/myholo/watch'), 60_000);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fetchMock).toHaveBeenCalled();
    reportServerReached();
  });

  it("gives up waiting after waitMs, asks a member page's layout reads only, and nothing offline", async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const started = performance.now();
    await prefetchFirstReads(newClient(), new URL('http://holo/'), 50);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    // A member page names no reads of its own; offline a read would only pause.
    await prefetchFirstReads(newClient(), new URL('http://holo/myholo/watch'), 50);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    const offline = performance.now();
    onlineManager.setOnline(false);
    await prefetchFirstReads(newClient(), new URL('http://holo/carddetails/12'), 60_000);
    expect(performance.now() - offline).toBeLessThan(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });
});
