import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { humanTicket, latestCode, registerMember, relaxedRateLimits, strongPassword } from '../testing/account-helpers';
import { relaxedUploadLimit, uploadImage } from '../testing/upload-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...relaxedRateLimits, ...relaxedUploadLimit });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

interface Member {
  client: TestClient;
  id: number;
  email: string;
}

async function member(): Promise<Member> {
  const client = t.client();
  const stamp = Math.random().toString(36).slice(2, 10);
  const email = `s${stamp}@example.com`;
  const registered = await registerMember(client, { email }, { NickName: `set${stamp}` });
  return { client, id: registered.Id, email };
}

async function signIn(email: string, Password: string) {
  const client = t.client();
  const response = await client.post('/api/auth/sign-in', { Type: 0, Account: email, Password });
  return { client, response };
}

const newPassword = 'Changed456';
const change = (client: TestClient, OldPassword = strongPassword, NewPassword = newPassword, ConfirmPassword = NewPassword) =>
  client.post('/api/me/password', { OldPassword, NewPassword, ConfirmPassword });

describe('account settings: who may call', () => {
  it.each([
    ['POST', '/api/me/password', { OldPassword: 'x', NewPassword: 'y', ConfirmPassword: 'z' }],
    ['POST', '/api/me/email/code', { EMail: 'a@b.co', HumanTicket: 'x' }],
    ['POST', '/api/me/email', { EMail: 'a@b.co', Code: '123456' }],
    ['PUT', '/api/me/location', { LocationCode: 'US' }],
    ['POST', '/api/me/avatar', { ImageId: 1 }],
  ])('refuses a visitor with 401 on %s %s', async (method, path, body) => {
    const response = await t.client().request<{ error: { code: string } }>(method, path, body);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/me/password', () => {
  it('refuses a wrong old password with 400 PASSWORD_OLD_WRONG and keeps the old one', async () => {
    const { client, email } = await member();
    const response = await change(client, 'Wrong1234');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'PASSWORD_OLD_WRONG', field: 'OldPassword' });
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await signIn(email, strongPassword)).response.status).toBe(200);
  });

  it('throttles wrong old passwords like sign-in (429 from the 6th try)', async () => {
    const { client } = await member();
    for (let i = 0; i < 5; i++) expect((await change(client, `Wrong${i}abc`)).status).toBe(400);
    const locked = await change(client, 'Wrong9abc');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it.each([
    ['a new password without a digit', strongPassword, 'NoDigitsHere', 'NoDigitsHere', 'NewPassword', 'PASSWORD_INVALID'],
    ['a confirmation that differs', strongPassword, newPassword, 'Other4567', 'ConfirmPassword', 'PASSWORDS_DIFFERENT'],
    ['no old password', '', newPassword, newPassword, 'OldPassword', 'PASSWORD_OLD_REQUIRED'],
  ])('refuses %s with 400', async (_name, oldPassword, next, confirm, field, code) => {
    const { client } = await member();
    const response = await change(client, oldPassword, next, confirm);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code, field });
  });

  it('ends every session of the member; only the new password signs in', async () => {
    const { client, email } = await member();
    const other = await signIn(email, strongPassword);
    expect(other.response.status).toBe(200);
    const bystander = await member();

    const response = await change(client);
    expect(response.status).toBe(204);
    expect(client.hasCookie('holo_session')).toBe(false);
    expect((await other.client.get('/api/me')).status).toBe(401);
    expect((await bystander.client.get('/api/me')).status).toBe(200);

    expect((await signIn(email, strongPassword)).response.status).toBe(400);
    const again = await signIn(email, newPassword);
    expect(again.response.status).toBe(200);
    expect((await again.client.get('/api/me')).status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  async function sendCode(client: TestClient, EMail: string) {
    return client.post('/api/me/email/code', { EMail, HumanTicket: await humanTicket(client) });
  }

  it('sends a code to the new address and saves it lower-cased; sign-in works with it', async () => {
    const { client, id } = await member();
    expect((await sendCode(client, 'New.Address@Example.com')).status).toBe(200);
    const code = await latestCode(client, 'new.address@example.com');
    const saved = await client.post('/api/me/email', { EMail: 'New.Address@Example.com', Code: code });
    expect(saved.status).toBe(200);
    expect(saved.body.Email).toBe('new.address@example.com');
    const [row] = await t.database.db.select({ email: members.email }).from(members).where(eq(members.id, id));
    expect(row!.email).toBe('new.address@example.com');
    expect((await signIn('new.address@example.com', strongPassword)).response.status).toBe(200);
  });

  it('refuses an address another member uses with 409 EMAIL_TAKEN, at the code and at the change', async () => {
    const { client } = await member();
    const other = await member();
    const response = await sendCode(client, other.email.toUpperCase());
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'EMail' });

    // The address is taken between the code and the change.
    const free = 'free@example.com';
    expect((await sendCode(client, free)).status).toBe(200);
    const code = await latestCode(client, free);
    await t.database.db.update(members).set({ email: free }).where(eq(members.id, other.id));
    const change = await client.post('/api/me/email', { EMail: free, Code: code });
    expect(change.status).toBe(409);
    expect(change.body.error.code).toBe('EMAIL_TAKEN');
  });

  it.each([['not-an-address'], [''], ['a@b']])('refuses the bad address %j with 400 EMAIL_EDIT_INVALID', async (EMail) => {
    const { client } = await member();
    const response = await client.post('/api/me/email/code', { EMail, HumanTicket: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'EMAIL_EDIT_INVALID', field: 'EMail' });
  });

  it('refuses a wrong code with 400 CODE_INVALID and keeps the old address', async () => {
    const { client, email } = await member();
    expect((await sendCode(client, 'next@example.com')).status).toBe(200);
    const code = await latestCode(client, 'next@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    const response = await client.post('/api/me/email', { EMail: 'next@example.com', Code: wrong });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    expect((await client.get('/api/me')).body.Email).toBe(email);
  });

  it('does not take a code sent for another purpose (a registration code)', async () => {
    const { client } = await member();
    const stranger = t.client();
    await stranger.post('/api/auth/codes', { Type: 0, Purpose: 'register', EMail: 'reg@example.com', HumanTicket: await humanTicket(stranger) });
    const code = await latestCode(stranger, 'reg@example.com');
    const response = await client.post('/api/me/email', { EMail: 'reg@example.com', Code: code });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('CODE_INVALID');
  });
});

describe('PUT /api/me/location', () => {
  it('saves a location of the list; /api/me answers its name and flag', async () => {
    const { client } = await member();
    const saved = await client.put('/api/me/location', { LocationCode: 'JP' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ LocationCode: 'JP', LocationName: 'Japan', LocationIcon: '/flags/jp.svg' });
    expect((await client.get('/api/me')).body).toMatchObject({ LocationName: 'Japan' });
  });

  it('refuses an unknown code with 400 LOCATION_REQUIRED', async () => {
    const { client } = await member();
    const response = await client.put('/api/me/location', { LocationCode: 'XX' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'LOCATION_REQUIRED', field: 'LocationCode', message: 'Please choose a location' });
  });
});

describe('POST /api/me/avatar', () => {
  it("makes the member's own avatar upload the profile picture, 100 px wide", async () => {
    const { client } = await member();
    const picture = await uploadImage(client, { width: 300, height: 300, purpose: 'avatar' });
    const saved = await client.post('/api/me/avatar', { ImageId: picture.id });
    expect(saved.status).toBe(200);
    expect(saved.body.HeadPortrait).toBe(`${picture.ImageUrl}?w=100`);
    const served = await client.get(saved.body.HeadPortrait);
    expect(served.status).toBe(200);
  });

  it("refuses another member's picture with 404 IMAGE_NOT_FOUND and keeps the avatar", async () => {
    const { client } = await member();
    const other = await member();
    const theirs = await uploadImage(other.client, { width: 300, height: 300, purpose: 'avatar' });
    const response = await client.post('/api/me/avatar', { ImageId: theirs.id });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('IMAGE_NOT_FOUND');
    expect((await client.get('/api/me')).body.HeadPortrait).toBe('');
  });

  it('refuses a picture uploaded for a case with 404, and a bad id with 400', async () => {
    const { client } = await member();
    const evidence = await uploadImage(client, { width: 300, height: 300, purpose: 'case' });
    expect((await client.post('/api/me/avatar', { ImageId: evidence.id })).status).toBe(404);
    const bad = await client.post('/api/me/avatar', { ImageId: 'one' });
    expect(bad.status).toBe(400);
  });
});

describe('a phone changed twice', () => {
  it('adds a phone once, then refuses another with 409 PHONE_ALREADY_SET', async () => {
    const { client } = await member();
    const first = await client.post('/api/me/phone/code', { Country: 'US', TelPhone: '5551112222', HumanTicket: await humanTicket(client) });
    expect(first.status).toBe(200);
    const added = await client.post('/api/me/phone', { Country: 'US', TelPhone: '5551112222', Code: await latestCode(client, '5551112222') });
    expect(added.status).toBe(200);

    const again = await client.post('/api/me/phone/code', { Country: 'US', TelPhone: '5553334444', HumanTicket: await humanTicket(client) });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'PHONE_ALREADY_SET', field: 'TelPhone' });
    const save = await client.post('/api/me/phone', { Country: 'US', TelPhone: '5553334444', Code: '123456' });
    expect(save.status).toBe(409);
    expect((await client.get('/api/me')).body.TelPhone).toBe('5551112222');
  });
});
