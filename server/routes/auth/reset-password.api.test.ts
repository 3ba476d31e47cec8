import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { latestCode, registerMember, relaxedRateLimits, requestCode, strongPassword } from '../../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const newPassword = 'Fresh456';
const signInByEmail = (Account: string, Password: string) => t.client().post('/api/auth/sign-in', { Type: 0, Account, Password });

async function resetCode(client: TestClient, target: { phone: string; country?: string } | { email: string }) {
  expect((await requestCode(client, target, 'reset')).status).toBe(200);
  return latestCode(client, 'phone' in target ? target.phone : target.email);
}

describe('POST /api/auth/reset-password', () => {
  it('resets by e-mail: the new password works, the old one stops working, every session is revoked', async () => {
    const browser = t.client();
    await registerMember(browser, { email: 'reset@example.com' });
    const phoneSession = t.client();
    expect((await phoneSession.post('/api/auth/sign-in', { Type: 0, Account: 'reset@example.com', Password: strongPassword })).status).toBe(200);

    const helper = t.client();
    const Code = await resetCode(helper, { email: 'reset@example.com' });
    const response = await helper.post('/api/auth/reset-password', { Type: 0, Account: 'Reset@Example.com', Code, NewPassword: newPassword, ConfirmPassword: newPassword });
    expect(response.status).toBe(204);

    expect((await browser.get('/api/me')).status).toBe(401);
    expect((await phoneSession.get('/api/me')).status).toBe(401);
    expect((await signInByEmail('reset@example.com', strongPassword)).body.error.code).toBe('CREDENTIALS_INCORRECT');
    expect((await signInByEmail('reset@example.com', newPassword)).status).toBe(200);
  });

  it('resets by phone and country', async () => {
    await registerMember(t.client(), { phone: '61234567', country: 'MO' });
    const client = t.client();
    const Code = await resetCode(client, { phone: '61234567', country: 'MO' });
    const response = await client.post('/api/auth/reset-password', { Type: 1, Account: '61234567', AreaCode: 'MO', Code, NewPassword: newPassword, ConfirmPassword: newPassword });
    expect(response.status).toBe(204);
    const signIn = (Password: string) => t.client().post('/api/auth/sign-in', { Type: 1, Account: '61234567', AreaCode: 'MO', Password });
    expect((await signIn(strongPassword)).body.error.code).toBe('PHONE_PASSWORD_INCORRECT');
    expect((await signIn(newPassword)).status).toBe(200);
  });

  it('refuses a registration code: a reset needs a reset code', async () => {
    const client = t.client();
    await registerMember(client, { email: 'kind@example.com' });
    t.clock.advance(120_000);
    // A registration request for a taken address is answered like any other (its owner gets a notice).
    expect((await requestCode(client, { email: 'kind@example.com' })).status).toBe(200);
    const response = await client.post('/api/auth/reset-password', { Type: 0, Account: 'kind@example.com', Code: '123456', NewPassword: newPassword, ConfirmPassword: newPassword });
    expect(response.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
  });

  it('changes nothing on a wrong or expired code, and the code still works before it expires', async () => {
    const browser = t.client();
    await registerMember(browser, { email: 'keep@example.com' });
    const Code = await resetCode(browser, { email: 'keep@example.com' });
    const wrong = Code === '000000' ? '111111' : '000000';
    const body = { Type: 0, Account: 'keep@example.com', NewPassword: newPassword, ConfirmPassword: newPassword };

    const bad = await browser.post('/api/auth/reset-password', { ...body, Code: wrong });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    expect((await browser.get('/api/me')).status).toBe(200);
    expect((await signInByEmail('keep@example.com', strongPassword)).status).toBe(200);

    t.clock.advance(10 * 60_000);
    const late = await browser.post('/api/auth/reset-password', { ...body, Code });
    expect(late.body.error).toMatchObject({ code: 'CODE_EXPIRED', field: 'Code' });
    expect((await signInByEmail('keep@example.com', strongPassword)).status).toBe(200);
  });

  it('answers an unknown account exactly like a wrong code for a known one', async () => {
    await registerMember(t.client(), { email: 'real@example.com' });
    const attempt = (Account: string) =>
      t.client().post('/api/auth/reset-password', { Type: 0, Account, Code: '123456', NewPassword: newPassword, ConfirmPassword: newPassword });
    const unknown = await attempt('ghost@example.com');
    const known = await attempt('real@example.com');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.error).toEqual({ code: 'CODE_INVALID', message: 'Invalid verification code', field: 'Code' });
  });

  it('validates the new password and its confirmation', async () => {
    const client = t.client();
    const body = { Type: 0, Account: 'a@example.com', Code: '123456' };
    const weak = await client.post('/api/auth/reset-password', { ...body, NewPassword: 'weakpass', ConfirmPassword: 'weakpass' });
    expect(weak.body.error).toMatchObject({ code: 'PASSWORD_INVALID', field: 'NewPassword' });
    const different = await client.post('/api/auth/reset-password', { ...body, NewPassword: newPassword, ConfirmPassword: 'Fresh457' });
    expect(different.body.error).toMatchObject({ code: 'PASSWORDS_DIFFERENT', field: 'ConfirmPassword' });
  });

  it('spends the code: it cannot reset twice', async () => {
    const client = t.client();
    await registerMember(client, { email: 'twice@example.com' });
    const Code = await resetCode(client, { email: 'twice@example.com' });
    const body = { Type: 0, Account: 'twice@example.com', Code, NewPassword: newPassword, ConfirmPassword: newPassword };
    expect((await client.post('/api/auth/reset-password', body)).status).toBe(204);
    const again = await client.post('/api/auth/reset-password', { ...body, NewPassword: 'Other789', ConfirmPassword: 'Other789' });
    expect(again.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    expect((await signInByEmail('twice@example.com', newPassword)).status).toBe(200);
  });
});
