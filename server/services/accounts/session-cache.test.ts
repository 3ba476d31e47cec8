import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  const session = (memberId: number) => ({ memberId, expiresAtMs: Date.parse('2026-11-25T00:00:00Z') });

  it('forgets one token, or every token of a member', () => {
    const cache = new SessionCache();
    cache.set('a', session(1));
    cache.set('b', session(1));
    cache.set('c', session(2));
    cache.forget({ tokenHash: 'c' });
    expect(cache.get('c')).toBeUndefined();
    cache.forget({ memberId: 1 });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('follows the NOTIFY payloads, and forgets everything on one it cannot read', () => {
    const cache = new SessionCache();
    cache.set('a', session(1));
    cache.set('b', session(2));
    cache.onNotification(JSON.stringify({ memberId: 2 }));
    expect(cache.get('a')).toEqual(session(1));
    expect(cache.get('b')).toBeUndefined();
    cache.onNotification('not json');
    expect(cache.get('a')).toBeUndefined();
  });
});
