import { beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB is not in Node: idb-keyval's store becomes a Map with the same calls.
const rows = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  set: async (key: string, value: unknown) => void rows.set(key, value),
  del: async (key: string) => void rows.delete(key),
  entries: async () => [...rows.entries()],
}));

const { dropActionsOf, enqueueAction, queuedActions, replayActions } = await import('./action-queue');

const action = (key: string, queuedAt: number, memberId = 7) => ({ key, memberId, method: 'PUT' as const, path: `/api/watch/${key}`, queuedAt });
const answer = (status: number) => new Response(status === 204 ? null : '{}', { status });

beforeEach(() => rows.clear());

describe('the offline action queue', () => {
  it('replays in the order the actions were taken, whatever the order of their keys', async () => {
    await enqueueAction(action('z', 3));
    await enqueueAction(action('a', 1));
    await enqueueAction(action('m', 20));
    const sent: string[] = [];
    const result = await replayActions(async (queued) => {
      sent.push(queued.key);
      return answer(200);
    });
    expect(sent).toEqual(['a', 'z', 'm']);
    expect(result.sent.map((queued) => queued.key)).toEqual(['a', 'z', 'm']);
    expect(await queuedActions()).toEqual([]);
  });

  it('stops at the first action the server cannot take now and keeps it and the ones after it', async () => {
    await enqueueAction(action('a', 1));
    await enqueueAction(action('b', 2));
    await enqueueAction(action('c', 3));
    const result = await replayActions(async (queued) => {
      if (queued.key === 'b') throw new TypeError('Failed to fetch');
      return answer(200);
    });
    expect(result).toMatchObject({ waiting: 2 });
    expect((await queuedActions()).map((queued) => queued.key)).toEqual(['b', 'c']);

    const retried = await replayActions(async (queued) => answer(queued.key === 'b' ? 503 : 200));
    expect(retried.waiting).toBe(2);
    expect((await replayActions(async () => answer(200))).sent.map((queued) => queued.key)).toEqual(['b', 'c']);
  });

  it('drops an action the server refuses for good (4xx) and goes on', async () => {
    await enqueueAction(action('gone', 1));
    await enqueueAction(action('ok', 2));
    const result = await replayActions(async (queued) => answer(queued.key === 'gone' ? 404 : 200));
    expect(result.refused.map((queued) => queued.key)).toEqual(['gone']);
    expect(result.sent.map((queued) => queued.key)).toEqual(['ok']);
    expect(await queuedActions()).toEqual([]);
  });

  it('forgets only the signed-out member’s actions', async () => {
    await enqueueAction(action('mine', 1, 7));
    await enqueueAction(action('theirs', 2, 8));
    await dropActionsOf(7);
    expect((await queuedActions()).map((queued) => queued.key)).toEqual(['theirs']);
  });
});
