import { describe, expect, it, vi } from 'vitest';
import type { LiveConnection } from './commodity-live';
import { LazyConnection } from './lazy-connection';

function fakeConnection(): LiveConnection & { handlers: Map<string, (...args: unknown[]) => void> } {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let state = 'Disconnected';
  return {
    handlers,
    get state() {
      return state;
    },
    start: vi.fn(async () => void (state = 'Connected')),
    stop: vi.fn(async () => void (state = 'Disconnected')),
    invoke: vi.fn(async () => 'joined'),
    on: (name, handler) => handlers.set(name, handler),
    onreconnecting: (callback) => handlers.set('reconnecting', callback as () => void),
    onreconnected: (callback) => handlers.set('reconnected', callback as () => void),
    onclose: (callback) => handlers.set('close', callback as () => void),
  };
}

describe('LazyConnection', () => {
  it('builds the client on the first start, with the handlers given before, and then is that client', async () => {
    const real = fakeConnection();
    const build = vi.fn(async () => real);
    const lazy = new LazyConnection(build);
    const onBid = vi.fn();
    lazy.on('addChatMessage', onBid);
    lazy.onclose(() => {});
    expect(build).not.toHaveBeenCalled();
    expect(lazy.state).toBe('Disconnected');

    await lazy.start();
    expect(build).toHaveBeenCalledOnce();
    expect(lazy.state).toBe('Connected');
    real.handlers.get('addChatMessage')!({ CommodityID: 7 });
    expect(onBid).toHaveBeenCalledWith({ CommodityID: 7 });
    expect([...real.handlers.keys()]).toEqual(['addChatMessage', 'close']);

    lazy.onreconnected(() => {});
    expect(real.handlers.has('reconnected')).toBe(true);
    expect(await lazy.invoke('JoinCommodity', 7)).toBe('joined');
    expect(build).toHaveBeenCalledOnce();
  });

  it('tries the build again on the next start when it failed (the chunk did not load)', async () => {
    const real = fakeConnection();
    const build = vi.fn<() => Promise<LiveConnection>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const lazy = new LazyConnection(build);
    await expect(lazy.start()).rejects.toThrow(TypeError);
    expect(lazy.state).toBe('Disconnected');
    await lazy.start();
    expect(lazy.state).toBe('Connected');
    expect(build).toHaveBeenCalledTimes(2);
  });
});
