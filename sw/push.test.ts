import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers } from './push';

type Listener = (event: never) => void;

/** Just enough of ServiceWorkerGlobalScope for the push handlers: listeners, registration, clients. */
function fakeWorker(windows: Array<{ url: string }> = []) {
  const listeners = new Map<string, Listener>();
  const focused = { navigate: vi.fn(async () => null) };
  const clientsOpen = windows.map((w) => ({ url: w.url, focus: vi.fn(async () => focused), postMessage: vi.fn() }));
  const worker = {
    location: { origin: 'https://holo.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => clientsOpen), openWindow: vi.fn(async () => null) },
  };
  registerPushHandlers(worker as unknown as ServiceWorkerGlobalScope);
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) } as never);
    await Promise.all(waits);
  };
  return { worker, dispatch, focused, clientsOpen };
}

const message = { kind: 'auction.outbid', title: 'Outbid', body: 'Bid again', url: '/carddetails/7', tag: 'bid-7', image: '/media/7.svg', sentAt: '2026-11-21T10:00:00Z' };
const pushOf = (data: unknown) => ({ data: { json: () => data } });

describe('the service worker push handlers', () => {
  it('shows a valid message with its tag, image, badge and the page to open', async () => {
    const { worker, dispatch } = fakeWorker();
    await dispatch('push', pushOf(message));
    expect(worker.registration.showNotification).toHaveBeenCalledWith(
      'Outbid',
      expect.objectContaining({ body: 'Bid again', tag: 'bid-7', image: '/media/7.svg', badge: '/icons/badge-72.png', data: { url: '/carddetails/7', kind: 'auction.outbid' } }),
    );
  });

  it('tells every open window that a push arrived, so its badge reads the counts again', async () => {
    const { dispatch, clientsOpen } = fakeWorker([{ url: 'https://holo.test/market' }, { url: 'https://holo.test/messages' }]);
    await dispatch('push', pushOf(message));
    for (const client of clientsOpen) expect(client.postMessage).toHaveBeenCalledWith({ type: 'holo-push', kind: 'auction.outbid' });
  });

  it('shows nothing for a message that is not Holo’s', async () => {
    const { worker, dispatch } = fakeWorker();
    await dispatch('push', pushOf({ title: 'spam' }));
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('on click focuses an open Holo window on the page, or opens one', async () => {
    const open = fakeWorker([{ url: 'https://holo.test/market' }]);
    const close = vi.fn();
    await open.dispatch('notificationclick', { notification: { data: { url: '/carddetails/7' }, close } });
    expect(close).toHaveBeenCalled();
    expect(open.clientsOpen[0]!.focus).toHaveBeenCalled();
    expect(open.focused.navigate).toHaveBeenCalledWith('https://holo.test/carddetails/7');

    const none = fakeWorker();
    await none.dispatch('notificationclick', { notification: { data: { url: 'https://evil.test/x' }, close: vi.fn() } });
    expect(none.worker.clients.openWindow).toHaveBeenCalledWith('https://holo.test');
  });
});
