/**
 * Registration and password reset hash the new password (argon2, the costly part) only after the
 * cheap checks pass (issue 26 finding 8): a bad code never costs a hash.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { emailRegistration, latestCode, registerMember, relaxedRateLimits, requestCode } from '../../testing/account-helpers';
import { hashPassword } from '../../services/accounts/password-hash';
import type * as PasswordHash from '../../services/accounts/password-hash';

vi.mock('../../services/accounts/password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  vi.mocked(hashPassword).mockClear();
});

const fresh = 'Fresh456';

describe('argon2 last', () => {
  it('a registration with a wrong code, a taken nickname or no code at all never hashes the password', async () => {
    await registerMember(t.client(), { email: 'first@example.com' }, { NickName: 'TakenName' });
    const client = t.client();
    expect((await requestCode(client, { email: 'second@example.com' })).status).toBe(200);
    const code = await latestCode(client, 'second@example.com');
    vi.mocked(hashPassword).mockClear();

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client.post('/api/auth/register', emailRegistration('second@example.com', wrong))).body.error.code).toBe('CODE_INVALID');
    expect((await client.post('/api/auth/register', emailRegistration('nocode@example.com', code))).body.error.code).toBe('CODE_INVALID');
    expect((await client.post('/api/auth/register', emailRegistration('second@example.com', code, { NickName: 'takenname' }))).body.error.code).toBe('NICKNAME_TAKEN');
    expect(hashPassword).not.toHaveBeenCalled();

    expect((await client.post('/api/auth/register', emailRegistration('second@example.com', code))).status).toBe(201);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it('a reset with a wrong code or for an unknown account never hashes the password', async () => {
    await registerMember(t.client(), { email: 'member@example.com' });
    vi.mocked(hashPassword).mockClear();
    const body = (Account: string) => ({ Type: 0, Account, Code: '123456', NewPassword: fresh, ConfirmPassword: fresh });
    expect((await t.client().post('/api/auth/reset-password', body('member@example.com'))).status).toBe(400);
    expect((await t.client().post('/api/auth/reset-password', body('ghost@example.com'))).status).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
