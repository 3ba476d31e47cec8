// @vitest-environment jsdom
/**
 * The persisted query cache after a save that never landed (a reload right after a change): its
 * reads come back marked to be asked again; after a save that landed they come back as kept.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const stored = new Map<string, unknown>();
/** Resolves the save in flight; until then it has not landed (the page may go first). */
let landSave: () => void = () => {};
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(stored.get(key)),
  set: (key: string, value: unknown) =>
    new Promise<void>((resolve) => {
      landSave = () => {
        stored.set(key, value);
        resolve();
      };
    }),
  del: (key: string) => Promise.resolve(void stored.delete(key)),
}));

const { memberCachePersister, setCacheOwner, forgetMemberCache } = await import('./member-cache-persister');

function snapshot(watched: boolean): PersistedClient {
  return {
    timestamp: Date.now(),
    buster: 'test',
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['market', 'search', 'topps'],
          queryHash: '["market","search","topps"]',
          dehydratedAt: Date.now(),
          state: { data: { IsAttention: watched }, dataUpdateCount: 1, dataUpdatedAt: Date.now(), error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' },
        },
      ],
    },
  };
}

const invalidated = (client: PersistedClient | undefined) => client?.clientState.queries.map((query) => query.state.isInvalidated);

beforeEach(() => {
  vi.useFakeTimers();
  setCacheOwner(41);
});
afterEach(async () => {
  await forgetMemberCache('41');
  setCacheOwner(null);
  stored.clear();
  vi.useRealTimers();
});

describe('the member cache kept on the device', () => {
  it('comes back as kept when its last save landed', async () => {
    await memberCachePersister.persistClient(snapshot(true));
    await vi.advanceTimersByTimeAsync(1_000);
    landSave();
    await vi.runAllTimersAsync();
    const kept = await memberCachePersister.restoreClient();
    expect(kept?.clientState.queries[0]?.state.data).toEqual({ IsAttention: true });
    expect(invalidated(kept)).toEqual([false]);
  });

  it('comes back with every read to ask again when a change after its last save never landed', async () => {
    await memberCachePersister.persistClient(snapshot(true));
    await vi.advanceTimersByTimeAsync(1_000);
    landSave();
    await vi.runAllTimersAsync();
    // The unwatch: scheduled, then the page goes before the write lands.
    await memberCachePersister.persistClient(snapshot(false));
    window.dispatchEvent(new Event('pagehide'));
    const kept = await memberCachePersister.restoreClient();
    // The copy from before the change, shown meanwhile, and asked for again.
    expect(kept?.clientState.queries[0]?.state.data).toEqual({ IsAttention: true });
    expect(invalidated(kept)).toEqual([true]);

    // Once a save lands, the next start takes the entry as kept.
    landSave();
    await vi.runAllTimersAsync();
    const saved = await memberCachePersister.restoreClient();
    expect(saved?.clientState.queries[0]?.state.data).toEqual({ IsAttention: false });
    expect(invalidated(saved)).toEqual([false]);
  });

  it('keeps the mark when a newer change arrives while a save is landing', async () => {
    await memberCachePersister.persistClient(snapshot(true));
    await vi.advanceTimersByTimeAsync(1_000);
    await memberCachePersister.persistClient(snapshot(false));
    landSave();
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidated(await memberCachePersister.restoreClient())).toEqual([true]);
  });
});
