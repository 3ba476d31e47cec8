// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { formatBadgeCount } from '../../../lib/format/badge-count';
import { session } from '../../../lib/session/session-store';
import { useMessageCount } from './use-message-count';

const hub = vi.hoisted(() => ({ listeners: new Set<() => void>() }));
vi.mock('../../../lib/live/commodity-live', () => ({
  sharedCommodityLive: () => ({
    subscribeNotices: (listener: () => void) => {
      hub.listeners.add(listener);
      return () => hub.listeners.delete(listener);
    },
  }),
}));

const worker = new EventTarget();
beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

function stubCounts() {
  let total = 0;
  const fetchMock = vi.fn(async () => {
    total += 1;
    const body = { OrderCount: 0, AuctionCount: total, ASKCount: 0, SRCount: 0, SysCount: 0, Total: total === 3 ? 150 : total };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Badge() {
  return <p data-testid="badge">{formatBadgeCount(useMessageCount()) ?? 'none'}</p>;
}

function renderBadge() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Badge />
    </QueryClientProvider>,
  );
}

const badge = () => screen.getByTestId('badge').textContent;

describe('the header’s message count', () => {
  it('is nothing for a visitor, and asks the server nothing', () => {
    const fetchMock = stubCounts();
    renderBadge();
    expect(badge()).toBe('none');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hub.listeners.size).toBe(0);
  });

  it('follows the hub’s noticesChanged and a push the service worker passes on, capped at 99+', async () => {
    session.user = { Id: 7 } as CurrentUser;
    const fetchMock = stubCounts();
    renderBadge();
    await waitFor(() => expect(badge()).toBe('1'));
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications/counts', expect.anything());

    act(() => hub.listeners.forEach((listener) => listener()));
    await waitFor(() => expect(badge()).toBe('2'));

    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'holo-push', kind: 'auction.outbid' } }));
    });
    await waitFor(() => expect(badge()).toBe('99+'));

    // Other messages from the worker are not pushes.
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
