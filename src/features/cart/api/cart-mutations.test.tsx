// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { useAddToCart, useRemoveCartLines } from './cart-mutations';
import { useCartCount } from './cart-queries';

let countRequests: number;

beforeEach(() => {
  session.user = { Id: 5 } as typeof session.user;
  countRequests = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (path === '/api/cart/count') {
        countRequests += 1;
        // The first read answers; every later one hangs, as a refetch held back by a bad connection.
        return countRequests === 1 ? json({ Count: 0 }) : new Promise<Response>(() => {});
      }
      if (path === '/api/cart' && method === 'POST') return json({ Id: 9, Num: 1, CartCount: 1 });
      if (path === '/api/cart' && method === 'DELETE') return json({ Removed: 1, CartCount: 0 });
      if (path === '/api/cart' && method === 'GET') return new Promise<Response>(() => {});
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

function renderCart() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => ({ count: useCartCount(), add: useAddToCart(), remove: useRemoveCartLines() }), { wrapper });
}

describe('cart mutations', () => {
  it('show the cart count the server answered with at once, without waiting for the badge refetch', async () => {
    const { result } = renderCart();
    await waitFor(() => expect(countRequests).toBe(1));
    expect(result.current.count).toBe(0);

    // Not awaited: the mutation settles only once its invalidation's refetch does, and that hangs.
    act(() => result.current.add.mutate({ CommodityId: 3, ConditionId: 4, Num: 1, CoverOrAppend: 'append' }));
    await waitFor(() => expect(result.current.count).toBe(1));
    // The refetch still went out (and hangs here): the badge did not depend on it.
    expect(countRequests).toBe(2);

    act(() => result.current.remove.mutate([9]));
    await waitFor(() => expect(result.current.count).toBe(0));
  });
});
