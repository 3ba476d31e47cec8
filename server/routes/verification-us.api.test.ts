import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idVerifications } from '../db/schema';
import { SANDBOX_US_DECLINE_REASON } from '../providers/identity';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { registerMember, relaxedRateLimits } from '../testing/account-helpers';

const DELAY_MS = 3000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...relaxedRateLimits, VERIFY_SANDBOX_DELAY_MS: String(DELAY_MS) });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const usApplication = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Avery',
  LastName: 'Stone',
  DateOfBirth: '1990-05-17',
  Phone: '2125550123',
  SsnLast4: '6789',
  Street: '350 Fifth Avenue',
  PostalCode: '10118',
  City: 'New York',
  StateCode: 'ny',
  ...overrides,
});
const documentApplication = { FirstName: 'Mei', LastName: 'Chan', DateOfBirth: '1991-03-02', DocumentNumber: 'K12345678', Country: 'HK' };

async function freshMember(memberSource = 'US'): Promise<{ client: TestClient; id: number }> {
  const client = t.client();
  const stamp = Math.random().toString(36).slice(2, 10);
  const member = await registerMember(client, { email: `u${stamp}@example.com` }, { NickName: `us${stamp}`, MemberSource: memberSource });
  return { client, id: member.Id };
}
const state = async (client: TestClient) => (await client.get('/api/me/verification')).body;
const rowsOf = (id: number) => t.database.db.select().from(idVerifications).where(eq(idVerifications.memberId, id));

describe('the US identity form', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.client().post('/api/me/verification/us', usApplication())).status).toBe(401);
  });

  it('accepts a US member, stores only the last 4 of the SSN with the address and +1 phone, and approves after the delay', async () => {
    const { client, id } = await freshMember();
    const submitted = await client.post('/api/me/verification/us', usApplication());
    expect(submitted.status).toBe(201);
    expect(submitted.body).toEqual({ VerifyStatus: 1, AttemptsLeft: 2, RetryAt: null, DeclineReason: null });
    t.clock.advance(DELAY_MS - 1);
    expect((await state(client)).VerifyStatus).toBe(1);
    t.clock.advance(1);
    expect(await state(client)).toEqual({ VerifyStatus: 2, AttemptsLeft: 2, RetryAt: null, DeclineReason: null });
    expect((await client.get('/api/me')).body.VerifyStatus).toBe(2);

    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      status: 2,
      firstName: 'Avery',
      lastName: 'Stone',
      country: 'US',
      ssnLast4: '6789',
      documentLast4: '6789',
      phone: '+12125550123',
      street: '350 Fifth Avenue',
      postalCode: '10118',
      city: 'New York',
      stateCode: 'NY',
    });
  });

  it('declines SSN last 4 "0000" with the reason, and the member may apply again', async () => {
    const { client } = await freshMember();
    expect((await client.post('/api/me/verification/us', usApplication({ SsnLast4: '0000' }))).status).toBe(201);
    t.clock.advance(DELAY_MS);
    expect(await state(client)).toEqual({ VerifyStatus: 3, AttemptsLeft: 2, RetryAt: null, DeclineReason: SANDBOX_US_DECLINE_REASON });
    expect((await client.post('/api/me/verification/us', usApplication())).status).toBe(201);
    t.clock.advance(DELAY_MS);
    expect((await state(client)).VerifyStatus).toBe(2);
  });

  it('shares the limits of the document form: in progress, then already done', async () => {
    const { client } = await freshMember();
    await client.post('/api/me/verification/us', usApplication());
    expect((await client.post('/api/me/verification/us', usApplication())).body.error.code).toBe('VERIFY_IN_PROGRESS');
    t.clock.advance(DELAY_MS);
    const done = await client.post('/api/me/verification/us', usApplication());
    expect(done.status).toBe(409);
    expect(done.body.error.code).toBe('VERIFY_ALREADY_DONE');
  });

  it('refuses a member outside the US with 403 VERIFY_US_FORM_ONLY; they still apply with the document form', async () => {
    const { client, id } = await freshMember('HK');
    const refused = await client.post('/api/me/verification/us', usApplication());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'VERIFY_US_FORM_ONLY', message: 'This form is for members in the United States' });
    expect(await rowsOf(id)).toHaveLength(0);
    expect((await client.post('/api/me/verification', documentApplication)).status).toBe(201);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ documentLast4: '5678', country: 'HK', ssnLast4: null, phone: null, street: null });
  });

  it("does not show one member's application to another", async () => {
    const a = await freshMember();
    const b = await freshMember();
    await a.client.post('/api/me/verification/us', usApplication());
    expect(await state(b.client)).toEqual({ VerifyStatus: 0, AttemptsLeft: 3, RetryAt: null, DeclineReason: null });
    t.clock.advance(DELAY_MS);
    expect((await state(b.client)).VerifyStatus).toBe(0);
    expect(await rowsOf(b.id)).toHaveLength(0);
  });

  it.each([
    ['an empty first name', { FirstName: ' ' }, 'NAME_REQUIRED', 'FirstName'],
    ['a first name over 30', { FirstName: 'A'.repeat(31) }, 'ADDRESS_NAME_TOO_LONG', 'FirstName'],
    ['an empty last name', { LastName: '' }, 'NAME_REQUIRED', 'LastName'],
    ['a last name over 30', { LastName: 'B'.repeat(31) }, 'ADDRESS_NAME_TOO_LONG', 'LastName'],
    ['a malformed date of birth', { DateOfBirth: '05/17/1990' }, 'BIRTH_DATE_INVALID', 'DateOfBirth'],
    ['a member under 18', { DateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'BIRTH_DATE_INVALID', 'DateOfBirth'],
    ['no phone', { Phone: '' }, 'PHONE_REQUIRED', 'Phone'],
    ['a phone with a +1', { Phone: '+12125550123' }, 'PHONE_DIGITS_ONLY', 'Phone'],
    ['a phone over 30 digits', { Phone: '1'.repeat(31) }, 'ADDRESS_PHONE_TOO_LONG', 'Phone'],
    ['a full SSN', { SsnLast4: '123456789' }, 'SSN_LAST4_INVALID', 'SsnLast4'],
    ['3 SSN digits', { SsnLast4: '123' }, 'SSN_LAST4_INVALID', 'SsnLast4'],
    ['SSN letters', { SsnLast4: '12a4' }, 'SSN_LAST4_INVALID', 'SsnLast4'],
    ['no street', { Street: '' }, 'ADDRESS_STREET_REQUIRED', 'Street'],
    ['a street over 90', { Street: 'S'.repeat(91) }, 'US_STREET_TOO_LONG', 'Street'],
    ['no postal code', { PostalCode: ' ' }, 'ADDRESS_ZIP_REQUIRED', 'PostalCode'],
    ['a postal code over 30', { PostalCode: '1'.repeat(31) }, 'ADDRESS_ZIP_TOO_LONG', 'PostalCode'],
    ['no city', { City: '' }, 'ADDRESS_CITY_REQUIRED', 'City'],
    ['a city over 30', { City: 'C'.repeat(31) }, 'ADDRESS_CITY_TOO_LONG', 'City'],
    ['no state', { StateCode: '' }, 'ADDRESS_STATE_REQUIRED', 'StateCode'],
    ['an unknown state', { StateCode: 'XX' }, 'ADDRESS_STATE_INVALID', 'StateCode'],
  ])('rejects %s with 400 %s on the field and uses no attempt', async (_name, overrides, code, field) => {
    const { client, id } = await freshMember();
    const response = await client.post('/api/me/verification/us', usApplication(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code, field });
    expect(await rowsOf(id)).toHaveLength(0);
    expect(await state(client)).toMatchObject({ VerifyStatus: 0, AttemptsLeft: 3 });
  });

  it('is documented in /api/openapi.json', async () => {
    const { body: doc } = await t.client().get('/api/openapi.json');
    expect(doc.paths['/api/me/verification/us'].post.responses).toHaveProperty('403');
  });
});
