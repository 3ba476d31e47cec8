import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { humanTicket, latestCode, registerMember, relaxedRateLimits } from '../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** A member registered by e-mail: no phone yet. */
async function memberWithoutPhone(): Promise<{ client: TestClient; id: number }> {
  const client = t.client();
  const stamp = Math.random().toString(36).slice(2, 10);
  const member = await registerMember(client, { email: `p${stamp}@example.com` }, { NickName: `ph${stamp}` });
  expect(member.TelPhone).toBeNull();
  return { client, id: member.Id };
}

async function sendCode(client: TestClient, TelPhone: string, Country = 'US') {
  return client.post('/api/me/phone/code', { Country, TelPhone, HumanTicket: await humanTicket(client) });
}

async function phoneOf(id: number) {
  const [row] = await t.database.db
    .select({ areaCode: members.areaCode, phoneCountry: members.phoneCountry, telPhone: members.telPhone })
    .from(members)
    .where(eq(members.id, id));
  return row;
}

describe('adding a phone', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = t.client();
    expect((await visitor.post('/api/me/phone/code', { Country: 'US', TelPhone: '5551234567', HumanTicket: 'x' })).status).toBe(401);
    expect((await visitor.post('/api/me/phone', { Country: 'US', TelPhone: '5551234567', Code: '123456' })).status).toBe(401);
  });

  it('sends a code by SMS after the human check and adds the phone with it; GET /api/me shows it', async () => {
    const { client, id } = await memberWithoutPhone();
    const sent = await sendCode(client, '5551234567');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ResendAfterSeconds: 120, ExpiresInSeconds: 600 });
    const inbox = await client.get('/api/dev/inbox?to=5551234567');
    expect(inbox.body[0]).toMatchObject({ Channel: 'sms', Recipient: '+1 5551234567' });

    const added = await client.post('/api/me/phone', { Country: 'US', TelPhone: '5551234567', Code: await latestCode(client, '5551234567') });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ Id: id, TelPhone: '5551234567', AreaCode: 'US' });
    expect((await client.get('/api/me')).body).toMatchObject({ TelPhone: '5551234567', AreaCode: 'US' });
    expect(await phoneOf(id)).toEqual({ areaCode: '1', phoneCountry: 'US', telPhone: '5551234567' });
  });

  it('checks the phone by its region: 8 digits in Macao', async () => {
    const { client, id } = await memberWithoutPhone();
    expect((await sendCode(client, '6612345', 'MO')).body.error).toMatchObject({ code: 'PHONE_INVALID', field: 'TelPhone' });
    expect((await sendCode(client, '66123456', 'MO')).status).toBe(200);
    const added = await client.post('/api/me/phone', { Country: 'MO', TelPhone: '66123456', Code: await latestCode(client, '66123456') });
    expect(added.status).toBe(200);
    expect(await phoneOf(id)).toEqual({ areaCode: '853', phoneCountry: 'MO', telPhone: '66123456' });
  });

  it.each([
    ['a US number of 9 digits', 'US', '555123456', 'PHONE_INVALID', 'TelPhone'],
    ['a Taiwan number whose second digit is not 9', 'TWN', '0812345678', 'PHONE_INVALID', 'TelPhone'],
    ['letters', 'US', '555123456a', 'PHONE_INVALID', 'TelPhone'],
    ['an unknown country', 'ZZ', '5551234567', 'COUNTRY_INVALID', 'Country'],
  ])('rejects %s with 400 %s before sending anything', async (_name, country, phone, code, field) => {
    const { client } = await memberWithoutPhone();
    const response = await sendCode(client, phone, country);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code, field });
    expect((await client.get(`/api/dev/inbox?to=${phone}`)).body).toEqual([]);
  });

  it('needs a passed human check before sending a code', async () => {
    const { client } = await memberWithoutPhone();
    const response = await client.post('/api/me/phone/code', { Country: 'US', TelPhone: '5551234567', HumanTicket: 'not-a-ticket' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'HUMAN_CHECK_FAILED', field: 'TelPhone' });
  });

  it('rejects a wrong code with CODE_INVALID on the Code field, changes nothing, and still takes the right one', async () => {
    const { client, id } = await memberWithoutPhone();
    await sendCode(client, '5551234567');
    const code = await latestCode(client, '5551234567');
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await client.post('/api/me/phone', { Country: 'US', TelPhone: '5551234567', Code: wrong });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    expect((await phoneOf(id))!.telPhone).toBeNull();
    expect((await client.post('/api/me/phone', { Country: 'US', TelPhone: '5551234567', Code: code })).status).toBe(200);
  });

  it('does not take a code sent to another phone', async () => {
    const { client, id } = await memberWithoutPhone();
    await sendCode(client, '5551234567');
    const code = await latestCode(client, '5551234567');
    const response = await client.post('/api/me/phone', { Country: 'US', TelPhone: '5559876543', Code: code });
    expect(response.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    expect((await phoneOf(id))!.telPhone).toBeNull();
  });

  it('answers 409 PHONE_TAKEN for a phone another member holds, and sends no code', async () => {
    await registerMember(t.client(), { phone: '5551234567' });
    const { client } = await memberWithoutPhone();
    const response = await sendCode(client, '5551234567');
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'PHONE_TAKEN', field: 'TelPhone' });
    expect((await client.get('/api/dev/inbox?to=5551234567')).body).toHaveLength(1);
  });

  it('answers 409 PHONE_TAKEN when another member registers the phone between the code and the save', async () => {
    const { client, id } = await memberWithoutPhone();
    await sendCode(client, '5551234567');
    const code = await latestCode(client, '5551234567');
    await registerMember(t.client(), { phone: '5551234567' });
    const response = await client.post('/api/me/phone', { Country: 'US', TelPhone: '5551234567', Code: code });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'PHONE_TAKEN', field: 'TelPhone' });
    expect((await phoneOf(id))!.telPhone).toBeNull();
  });

  it('throttles code requests to the phone being added with 429 TOO_MANY_ATTEMPTS, saying when to try again in Retry-After', async () => {
    const { client } = await memberWithoutPhone();
    for (let i = 0; i < 5; i += 1) {
      if (i > 0) t.clock.advance(120_000);
      expect((await sendCode(client, '5551234567')).status).toBe(200);
    }
    const locked = await sendCode(client, '5551234567');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', values: { minutes: 1, seconds: 60 } });
    expect(locked.headers.get('retry-after')).toBe('60');
  });

  it('does not let a member change a phone once set (409 PHONE_ALREADY_SET)', async () => {
    const client = t.client();
    await registerMember(client, { phone: '5551234567' });
    const code = await sendCode(client, '5559876543');
    expect(code.status).toBe(409);
    expect(code.body.error).toMatchObject({ code: 'PHONE_ALREADY_SET', field: 'TelPhone' });
    const save = await client.post('/api/me/phone', { Country: 'US', TelPhone: '5559876543', Code: '123456' });
    expect(save.status).toBe(409);
    expect(save.body.error).toMatchObject({ code: 'PHONE_ALREADY_SET' });
  });
});
