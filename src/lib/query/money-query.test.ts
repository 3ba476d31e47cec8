import { dehydrate, hydrate, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import type { moneyStaleTime as MoneyStaleTime } from './money-query';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

const PAGE_LOAD = Date.parse('2026-05-01T10:00:00Z');

/** The module as a page load starting at PAGE_LOAD evaluates it. */
async function loadedAtPageStart() {
  vi.useFakeTimers({ now: PAGE_LOAD, toFake: ['Date', 'performance'] });
  return import('./money-query');
}

const fetchedAt = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } }) as Parameters<typeof MoneyStaleTime>[0];

describe('moneyStaleTime', () => {
  it('counts a copy restored from an earlier page load stale however recent it is', async () => {
    const { moneyStaleTime } = await loadedAtPageStart();
    expect(moneyStaleTime(fetchedAt(PAGE_LOAD - 10), PAGE_LOAD + 100)).toBe(0);
  });

  it('counts a copy this page fetched moments ago fresh, so the mount after the first reads does not ask again', async () => {
    const { moneyStaleTime, JUST_FETCHED_MS } = await loadedAtPageStart();
    expect(moneyStaleTime(fetchedAt(PAGE_LOAD + 50), PAGE_LOAD + 100)).toBe(JUST_FETCHED_MS);
    expect(moneyStaleTime(fetchedAt(PAGE_LOAD + 50), PAGE_LOAD + 50 + JUST_FETCHED_MS)).toBe(0);
  });
});

describe('a money read on the app query client', () => {
  it('asks once for the first reads and the page that mounts right after them', async () => {
    const { moneyQuery } = await import('./money-query');
    const client = createQueryClient();
    const queryFn = vi.fn(async () => ({ price: 1200 }));
    const options = { queryKey: ['item', 5, 'detail'], queryFn, ...moneyQuery };
    await client.prefetchQuery(options);
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('asks again on a later page open, where the app’s default would still call the copy fresh', async () => {
    const { moneyQuery } = await import('./money-query');
    const client = createQueryClient();
    const queryFn = vi.fn(async () => ({ price: 1200 }));
    const options = { queryKey: ['item', 5, 'detail'], queryFn, ...moneyQuery };
    client.setQueryData(options.queryKey, { price: 1000 }, { updatedAt: Date.now() - 5_000 });
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ price: 1200 }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('a money read of a page the server drew', () => {
  it('does not ask again as the page mounts: the reads came with the page', async () => {
    const { moneyQuery } = await import('./money-query');
    const { drawnAsJustFetched } = await import('./drawn-reads');
    const drawn = createQueryClient();
    drawn.setQueryData(['item', 5, 'detail'], { price: 1200 }, { updatedAt: Date.now() - 300 });
    const client = createQueryClient();
    hydrate(client, drawnAsJustFetched(dehydrate(drawn)));
    const queryFn = vi.fn(async () => ({ price: 1300 }));
    const observer = new QueryObserver(client, { queryKey: ['item', 5, 'detail'], queryFn, ...moneyQuery });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual({ price: 1200 });
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('wins over a copy the device kept, however recent its time', async () => {
    const { drawnAsJustFetched } = await import('./drawn-reads');
    const drawn = createQueryClient();
    drawn.setQueryData(['item', 5, 'detail'], { price: 1200 }, { updatedAt: Date.now() - 300 });
    const client = createQueryClient();
    client.setQueryData(['item', 5, 'detail'], { price: 900 }, { updatedAt: Date.now() - 100 });
    hydrate(client, drawnAsJustFetched(dehydrate(drawn)));
    expect(client.getQueryData(['item', 5, 'detail'])).toEqual({ price: 1200 });
  });
});
