import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { registerMember, relaxedRateLimits, requestCode, strongPassword } from '../../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const signIn = (Password: string, Account = 'locked@example.com') => t.client().post('/api/auth/sign-in', { Type: 0, Account, Password });

describe('per-account throttle', () => {
  it('after 5 wrong passwords refuses even the right one for a minute, saying when to try again', async () => {
    await registerMember(t.client(), { email: 'locked@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await signIn('Wrong1234')).status).toBe(400);

    const locked = await signIn(strongPassword);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts, please try again in 1 min',
      field: 'Account',
      values: { minutes: 1, seconds: 60 },
    });
    expect(locked.headers.get('retry-after')).toBe('60');

    t.clock.advance(60_000);
    expect((await signIn(strongPassword)).status).toBe(200);
    // The success started the count over: four more wrong passwords do not lock.
    for (let i = 0; i < 4; i += 1) expect((await signIn('Wrong1234')).status).toBe(400);
    expect((await signIn(strongPassword)).status).toBe(200);
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await signIn('Wrong1234', 'nobody@example.com');
    const waits = [];
    for (let i = 0; i < 6; i += 1) {
      const locked = await signIn('Wrong1234', 'nobody@example.com');
      waits.push(locked.body.error.values.minutes);
      t.clock.advance(locked.body.error.values.seconds * 1000);
      expect((await signIn('Wrong1234', 'nobody@example.com')).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('locks an unknown account just like a known one', async () => {
    for (let i = 0; i < 5; i += 1) await signIn('Wrong1234', 'ghost@example.com');
    expect((await signIn('Wrong1234', 'ghost@example.com')).body.error.code).toBe('TOO_MANY_ATTEMPTS');
    // Another account is not affected.
    expect((await signIn('Wrong1234', 'other@example.com')).status).toBe(400);
  });

  it('counts parallel wrong attempts one by one: only 5 of 12 reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn('Wrong1234', 'parallel@example.com')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('throttles code requests per destination, on the e-mail field', async () => {
    const client = t.client();
    for (let i = 0; i < 5; i += 1) {
      if (i > 0) t.clock.advance(120_000);
      expect((await requestCode(client, { email: 'codes@example.com' })).status).toBe(200);
    }
    // The 5th request locked the destination: the throttle answers before the 120 s resend rule.
    const locked = await requestCode(client, { email: 'codes@example.com' });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'EMail' });
    expect(locked.headers.get('retry-after')).toBe('60');
  });
});
