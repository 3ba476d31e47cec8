// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { useSavedSearches } from './get-saved-searches';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const reply = {
  data: [{ _id: 1, Query: 'key=ohtani', ShowValue: 'ohtani', ImgUrl: '', IsNotice: false, CreateDate: '2026-01-01T00:00:00Z', LastUpdateDate: '2026-01-01T00:00:00Z', Count: 2 }],
  count: 1,
  NoticeUsed: 0,
  NoticeLimit: 10,
};

describe('useSavedSearches', () => {
  it('gives a visitor an empty list without asking the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSavedSearches(), { wrapper });
    expect(result.current).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives a member the first page of their saved searches', async () => {
    session.user = { Id: 3, NickName: 'Collector3' } as typeof session.user;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSavedSearches(), { wrapper });
    await waitFor(() => expect(result.current.map((search) => search.ShowValue)).toEqual(['ohtani']));
    expect(fetchMock).toHaveBeenCalledWith('/api/saved-searches?page=1&notice=all', expect.anything());
  });
});
