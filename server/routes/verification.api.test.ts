import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idVerifications, members } from '../db/schema';
import { SANDBOX_DECLINE_REASON } from '../providers/identity';
import { runOnce as decideVerifications } from '../jobs/decide-verifications';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { registerMember, relaxedRateLimits } from '../testing/account-helpers';

const DELAY_MS = 3000;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...relaxedRateLimits, VERIFY_SANDBOX_DELAY_MS: String(DELAY_MS) });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const application = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Avery',
  LastName: 'Stone',
  DateOfBirth: '1990-05-17',
  DocumentNumber: 'P98764321',
  Country: 'US',
  ...overrides,
});
const declined = (document = 'D12340000') => application({ DocumentNumber: document });

async function freshMember(): Promise<{ client: TestClient; id: number }> {
  const client = t.client();
  const stamp = Math.random().toString(36).slice(2, 10);
  const member = await registerMember(client, { email: `m${stamp}@example.com` }, { NickName: `id${stamp}` });
  return { client, id: member.Id };
}
/** The date (YYYY-MM-DD, UTC) on which someone turns 18 `daysFromToday` days from the test clock's today. */
function turns18On(daysFromToday: number) {
  const day = new Date(t.clock.now().getTime() + daysFromToday * DAY_MS);
  day.setUTCFullYear(day.getUTCFullYear() - 18);
  return day.toISOString().slice(0, 10);
}
const state = async (client: TestClient) => (await client.get('/api/me/verification')).body;
const verifyStatusOf = async (client: TestClient) => (await client.get('/api/me')).body.VerifyStatus;

describe('ID verification', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/me/verification')).status).toBe(401);
    expect((await visitor.post('/api/me/verification', application())).status).toBe(401);
  });

  it('starts unverified with 3 applications to use', async () => {
    const { client } = await freshMember();
    expect(await state(client)).toEqual({ VerifyStatus: 0, AttemptsLeft: 3, RetryAt: null, DeclineReason: null });
  });

  it('processes an application and approves it once the provider delay has passed, keeping only the last 4 of the document', async () => {
    const { client, id } = await freshMember();
    const submitted = await client.post('/api/me/verification', application());
    expect(submitted.status).toBe(201);
    expect(submitted.body).toEqual({ VerifyStatus: 1, AttemptsLeft: 2, RetryAt: null, DeclineReason: null });
    expect(await verifyStatusOf(client)).toBe(1);

    t.clock.advance(DELAY_MS - 1);
    expect((await state(client)).VerifyStatus).toBe(1);
    t.clock.advance(1);
    expect(await state(client)).toEqual({ VerifyStatus: 2, AttemptsLeft: 2, RetryAt: null, DeclineReason: null });
    expect(await verifyStatusOf(client)).toBe(2);

    const [row] = await t.database.db.select().from(idVerifications).where(eq(idVerifications.memberId, id));
    expect(row).toMatchObject({ status: 2, documentLast4: '4321', firstName: 'Avery', lastName: 'Stone', country: 'US' });
    expect(row!.decidedAt).toEqual(t.clock.now());
    expect(JSON.stringify(row)).not.toContain('P9876');
  });

  it('shows a verdict on GET /api/me as soon as it is due, without reading the verification', async () => {
    const { client } = await freshMember();
    await client.post('/api/me/verification', application());
    t.clock.advance(DELAY_MS);
    expect(await verifyStatusOf(client)).toBe(2);
  });

  it('declines a document number ending in 0000 with the reason, and lets the member apply again', async () => {
    const { client } = await freshMember();
    expect((await client.post('/api/me/verification', declined())).status).toBe(201);
    t.clock.advance(DELAY_MS);
    expect(await state(client)).toEqual({ VerifyStatus: 3, AttemptsLeft: 2, RetryAt: null, DeclineReason: SANDBOX_DECLINE_REASON });
    expect(await verifyStatusOf(client)).toBe(3);

    const again = await client.post('/api/me/verification', application());
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ VerifyStatus: 1, AttemptsLeft: 1, RetryAt: null, DeclineReason: null });
    t.clock.advance(DELAY_MS);
    expect((await state(client)).VerifyStatus).toBe(2);
  });

  it('answers 409 VERIFY_ALREADY_DONE to a verified member and writes nothing', async () => {
    const { client, id } = await freshMember();
    await client.post('/api/me/verification', application());
    t.clock.advance(DELAY_MS);
    const response = await client.post('/api/me/verification', application());
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'VERIFY_ALREADY_DONE', message: 'Your identity is already verified' });
    expect(await t.database.db.select().from(idVerifications).where(eq(idVerifications.memberId, id))).toHaveLength(1);
  });

  it('answers 409 VERIFY_IN_PROGRESS while one is processing, without using an attempt', async () => {
    const { client } = await freshMember();
    await client.post('/api/me/verification', application());
    const second = await client.post('/api/me/verification', application());
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('VERIFY_IN_PROGRESS');
    expect((await state(client)).AttemptsLeft).toBe(2);
  });

  it('takes one of two simultaneous applications and turns the other away', async () => {
    const { client, id } = await freshMember();
    const replies = await Promise.all([client.post('/api/me/verification', application()), client.post('/api/me/verification', application())]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(idVerifications).where(eq(idVerifications.memberId, id))).toHaveLength(1);
  });

  it('allows 3 applications in a rolling 24 hours, says when the next is possible, and allows it then', async () => {
    const { client } = await freshMember();
    const firstAt = t.clock.now();
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/me/verification', declined(`D${i}0000`))).status).toBe(201);
      t.clock.advance(60 * 60 * 1000);
    }
    const retryAt = new Date(firstAt.getTime() + DAY_MS).toISOString();
    expect(await state(client)).toEqual({ VerifyStatus: 3, AttemptsLeft: 0, RetryAt: retryAt, DeclineReason: SANDBOX_DECLINE_REASON });

    const fourth = await client.post('/api/me/verification', application());
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toEqual({ code: 'VERIFY_ATTEMPTS_EXCEEDED', message: 'You can apply for ID verification at most 3 times in 24 hours' });

    t.clock.advance(firstAt.getTime() + DAY_MS - 1 - t.clock.now().getTime());
    expect((await client.post('/api/me/verification', application())).status).toBe(429);
    t.clock.advance(1);
    expect((await state(client)).AttemptsLeft).toBe(1);
    const allowed = await client.post('/api/me/verification', application());
    expect(allowed.status).toBe(201);
    expect(allowed.body.AttemptsLeft).toBe(0);
    expect(allowed.body.RetryAt).toBe(new Date(firstAt.getTime() + 60 * 60 * 1000 + DAY_MS).toISOString());
  });

  it.each([
    ['a member who turns 18 tomorrow', () => ({ DateOfBirth: turns18On(1) }), 'BIRTH_DATE_INVALID', 'DateOfBirth'],
    ['a date that does not exist', () => ({ DateOfBirth: '1990-02-30' }), 'BIRTH_DATE_INVALID', 'DateOfBirth'],
    ['a malformed date', () => ({ DateOfBirth: '17/05/1990' }), 'BIRTH_DATE_INVALID', 'DateOfBirth'],
    ['an empty first name', () => ({ FirstName: '  ' }), 'NAME_REQUIRED', 'FirstName'],
    ['an empty last name', () => ({ LastName: '' }), 'NAME_REQUIRED', 'LastName'],
    ['a missing document number', () => ({ DocumentNumber: '' }), 'DOCUMENT_REQUIRED', 'DocumentNumber'],
    ['a document number with spaces', () => ({ DocumentNumber: 'AB 1234' }), 'DOCUMENT_REQUIRED', 'DocumentNumber'],
    ['no country', () => ({ Country: '' }), 'COUNTRY_INVALID', 'Country'],
  ])('rejects %s with 400 %s on the field and uses no attempt', async (_name, overrides, code, field) => {
    const { client, id } = await freshMember();
    const response = await client.post('/api/me/verification', application(overrides()));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code, field });
    expect(await t.database.db.select().from(idVerifications).where(eq(idVerifications.memberId, id))).toHaveLength(0);
    expect(await state(client)).toMatchObject({ VerifyStatus: 0, AttemptsLeft: 3 });
  });

  it('accepts a member who turns 18 today', async () => {
    const { client } = await freshMember();
    expect((await client.post('/api/me/verification', application({ DateOfBirth: turns18On(0) }))).status).toBe(201);
  });

  it('decides due applications in the background job without any read, exactly once', async () => {
    const a = await freshMember();
    const b = await freshMember();
    await a.client.post('/api/me/verification', application());
    await b.client.post('/api/me/verification', declined());
    expect(await decideVerifications(t.app.ctx)).toBe(0);
    t.clock.advance(DELAY_MS);
    expect(await decideVerifications(t.app.ctx)).toBe(2);
    expect(await decideVerifications(t.app.ctx)).toBe(0);
    const statuses = await t.database.db.select({ id: members.id, verifyStatus: members.verifyStatus }).from(members);
    expect(statuses).toEqual(expect.arrayContaining([{ id: a.id, verifyStatus: 2 }, { id: b.id, verifyStatus: 3 }]));
  });

  it('documents the verification and phone routes in /api/openapi.json', async () => {
    const { body: doc } = await t.client().get('/api/openapi.json');
    expect(doc.paths['/api/me/verification'].post.responses).toHaveProperty('429');
    expect(doc.paths['/api/me/verification'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('AttemptsLeft');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/me/phone/code', '/api/me/phone']));
  });
});
