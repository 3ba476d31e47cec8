import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountThrottles } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { runOnce as forgetQuietThrottles } from './forget-quiet-throttles';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

describe('forgetting quiet throttle rows', () => {
  it('forgets rows an hour quiet and unlocked, and keeps recent or still locked ones', async () => {
    const inTenMinutes = new Date(t.clock.now().getTime() + 10 * 60_000);
    await t.database.db.insert(accountThrottles).values([
      { key: 'sign-in:quiet@example.com', attempts: 3, lastAttemptAt: minutesAgo(61) },
      { key: 'sign-in:lock-ended@example.com', attempts: 6, lastAttemptAt: minutesAgo(90), lockedUntil: minutesAgo(80) },
      { key: 'sign-in:recent@example.com', attempts: 2, lastAttemptAt: minutesAgo(59) },
      { key: 'sign-in:locked@example.com', attempts: 9, lastAttemptAt: minutesAgo(61), lockedUntil: inTenMinutes },
    ]);

    expect(await forgetQuietThrottles(t.app.ctx)).toEqual({ forgotten: 2 });

    const kept = (await t.database.db.select({ key: accountThrottles.key }).from(accountThrottles)).map((row) => row.key).sort();
    expect(kept).toEqual(['sign-in:locked@example.com', 'sign-in:recent@example.com']);
  });

  it('works through more rows than one batch holds', async () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => ({ key: `sign-in:spray-${i}`, attempts: 1, lastAttemptAt: minutesAgo(120) }));
    await t.database.db.insert(accountThrottles).values(rows);

    expect(await forgetQuietThrottles(t.app.ctx)).toEqual({ forgotten: 1_203 });
    expect(await t.database.db.$count(accountThrottles)).toBe(0);
  });
});
