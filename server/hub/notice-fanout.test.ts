import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeFanOut, HUB_NOTICES_TARGET } from './notice-fanout';

const quiet = { warn: () => {} };

/** Sockets by member: 1 has two, 2 has one, 3 has one still in its handshake. */
function setUp() {
  const sent: { memberId: number; message: string }[] = [];
  const socket = (memberId: number, handshaken = true) => ({ memberId, handshaken, send: (message: string | Buffer) => sent.push({ memberId, message: message.toString() }) });
  const sockets = new Map([
    [1, new Set([socket(1), socket(1)])],
    [2, new Set([socket(2)])],
    [3, new Set([socket(3, false)])],
  ]);
  const hub = { socketsOf: (memberId: number) => sockets.get(memberId), connectedMembers: () => [...sockets.keys()] };
  const fanOut = new NoticeFanOut(hub as never, quiet, 250);
  return { fanOut, sent, sockets };
}

describe('NoticeFanOut', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends noticesChanged without arguments to every socket of that member only', () => {
    const { fanOut, sent } = setUp();
    fanOut.onNotification('1');
    expect(sent.map((s) => s.memberId)).toEqual([1, 1]);
    expect(JSON.parse(sent[0]!.message.slice(0, -1))).toEqual({ type: 1, target: HUB_NOTICES_TARGET, arguments: [] });
  });

  it('collapses a burst into one message at once and one at the end of the gap', () => {
    const { fanOut, sent } = setUp();
    for (let i = 0; i < 10; i++) {
      fanOut.onNotification('2');
      vi.advanceTimersByTime(20);
    }
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(50);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
    fanOut.onNotification('2');
    expect(sent).toHaveLength(3);
  });

  it('ignores members without sockets here, sockets still in their handshake and malformed payloads', () => {
    const { fanOut, sent } = setUp();
    for (const payload of ['9', '3', 'x', '-1', '1.5', '']) fanOut.onNotification(payload);
    expect(sent).toHaveLength(0);
  });

  it('tells every connected member after a resync, and nothing after close', () => {
    const { fanOut, sent } = setUp();
    fanOut.resync();
    expect(sent.map((s) => s.memberId)).toEqual([1, 1, 2]);
    fanOut.onNotification('1');
    fanOut.close();
    vi.advanceTimersByTime(1000);
    fanOut.onNotification('2');
    expect(sent).toHaveLength(3);
  });
});
