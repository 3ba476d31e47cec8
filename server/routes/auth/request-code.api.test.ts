import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { humanTicket, latestCode, registerMember, relaxedRateLimits, requestCode } from '../../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('POST /api/auth/codes', () => {
  it('sends a 6-digit code by SMS to "+{NationCode} {TelPhone}" and says when to resend', async () => {
    const client = t.client();
    const response = await requestCode(client, { phone: '61234567', country: 'HK' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ResendAfterSeconds: 120, ExpiresInSeconds: 600 });

    const inbox = await client.get('/api/dev/inbox?to=61234567');
    expect(inbox.body).toHaveLength(1);
    expect(inbox.body[0]).toMatchObject({ Channel: 'sms', Recipient: '+852 61234567' });
    expect(inbox.body[0].Code).toMatch(/^\d{6}$/);
    expect(inbox.body[0].Body).toBe(`Your Holo verification code is ${inbox.body[0].Code}. It expires in 10 minutes.`);
  });

  it('sends the code by e-mail to the lower-cased address', async () => {
    const client = t.client();
    expect((await requestCode(client, { email: 'Ann@Example.com' })).status).toBe(200);
    const inbox = await client.get('/api/dev/inbox?to=ann@example.com');
    expect(inbox.body[0]).toMatchObject({ Channel: 'email', Recipient: 'ann@example.com', Subject: 'Your Holo verification code' });
    expect(inbox.body[0].Body).toContain(`Your Holo verification code is ${inbox.body[0].Code}.`);
  });

  it('refuses a request without a valid human-check ticket, on the phone field', async () => {
    const response = await t.client().post('/api/auth/codes', { Type: 1, Purpose: 'register', TelPhone: '5551234567', AreaCode: 'US', HumanTicket: 'made-up' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'HUMAN_CHECK_FAILED', field: 'TelPhone' });
    expect((await t.client().get('/api/dev/inbox')).body).toHaveLength(0);
  });

  it('accepts a ticket only once', async () => {
    const client = t.client();
    const HumanTicket = await humanTicket(client);
    const first = await client.post('/api/auth/codes', { Type: 0, Purpose: 'register', EMail: 'a@example.com', HumanTicket });
    expect(first.status).toBe(200);
    const again = await client.post('/api/auth/codes', { Type: 0, Purpose: 'register', EMail: 'b@example.com', HumanTicket });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'HUMAN_CHECK_FAILED', field: 'EMail' });
  });

  it('refuses a ticket older than 5 minutes', async () => {
    const client = t.client();
    const HumanTicket = await humanTicket(client);
    t.clock.advance(5 * 60_000);
    const response = await client.post('/api/auth/codes', { Type: 0, Purpose: 'register', EMail: 'a@example.com', HumanTicket });
    expect(response.body.error?.code).toBe('HUMAN_CHECK_FAILED');
  });

  it('refuses a second code within 120 s and allows it once 120 s have passed; only the newest code counts', async () => {
    const client = t.client();
    expect((await requestCode(client, { phone: '5551234567' })).status).toBe(200);
    const first = await latestCode(client, '5551234567');

    t.clock.advance(119_000);
    const early = await requestCode(client, { phone: '5551234567' });
    expect(early.status).toBe(429);
    expect(early.body.error).toEqual({ code: 'CODE_RESEND_TOO_SOON', message: 'Please wait before requesting another code', field: 'TelPhone' });

    t.clock.advance(1_000);
    expect((await requestCode(client, { phone: '5551234567' })).status).toBe(200);
    const second = await latestCode(client, '5551234567');
    expect((await client.get('/api/dev/inbox?to=5551234567')).body).toHaveLength(2);

    if (first !== second) {
      const stale = await client.post('/api/auth/register', { Type: 1, NickName: 'player01', MemberSource: 'US', TelPhone: '5551234567', Password: 'Secret123', Code: first, AgreeTerms: true });
      expect(stale.body.error).toMatchObject({ code: 'CODE_INVALID', field: 'Code' });
    }
    const fresh = await client.post('/api/auth/register', { Type: 1, NickName: 'player01', MemberSource: 'US', TelPhone: '5551234567', Password: 'Secret123', Code: second, AgreeTerms: true });
    expect(fresh.status).toBe(201);
  });

  it('keeps the resend wait per purpose: a reset code may follow a registration code at once', async () => {
    const client = t.client();
    await registerMember(client, { email: 'kim@example.com' });
    expect((await requestCode(client, { email: 'kim@example.com' }, 'reset')).status).toBe(200);
  });

  it('answers a registration request for a taken phone or e-mail like any other, and tells the owner instead of sending a code', async () => {
    const client = t.client();
    await registerMember(client, { phone: '5551234567' }, { EMail: 'taken@example.com' });
    t.clock.advance(120_000);

    const phone = await requestCode(client, { phone: '5551234567', country: 'CA' });
    const free = await requestCode(client, { phone: '5559999999', country: 'US' });
    expect(phone.status).toBe(200);
    expect(phone.body).toEqual(free.body);
    const [notice] = (await client.get('/api/dev/inbox?to=5551234567')).body;
    expect(notice).toMatchObject({ Channel: 'sms', Code: null });
    expect(notice.Body).toContain('already has one');

    const email = await requestCode(client, { email: 'TAKEN@example.com' });
    expect(email.status).toBe(200);
    const [mail] = (await client.get('/api/dev/inbox?to=taken@example.com')).body;
    expect(mail).toMatchObject({ Subject: 'You already have a Holo account', Code: null });
  });

  it('answers a reset request for an unknown account like a known one, and sends nothing', async () => {
    const client = t.client();
    await registerMember(client, { email: 'known@example.com' });
    const known = await requestCode(client, { email: 'known@example.com' }, 'reset');
    const phone = await requestCode(client, { phone: '5550000000' }, 'reset');
    const email = await requestCode(client, { email: 'nobody@example.com' }, 'reset');
    expect([known.status, phone.status, email.status]).toEqual([200, 200, 200]);
    expect(phone.body).toEqual(known.body);
    expect(email.body).toEqual(known.body);
    expect((await client.get('/api/dev/inbox?to=5550000000')).body).toHaveLength(0);
    expect((await client.get('/api/dev/inbox?to=nobody@example.com')).body).toHaveLength(0);
    // The 120 s resend rule answers alike too.
    expect((await requestCode(client, { email: 'nobody@example.com' }, 'reset')).body.error).toMatchObject({ code: 'CODE_RESEND_TOO_SOON' });
  });

  it('answers SEND_FAILED when the provider refuses, and lets the member ask again at once', async () => {
    const client = t.client();
    const failed = await requestCode(client, { email: 'fail@example.com' });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toEqual({ code: 'SEND_FAILED', message: 'Sending the e-mail failed', field: 'EMail' });
    expect((await requestCode(client, { email: 'fail@example.com' })).body.error.code).toBe('SEND_FAILED');
  });

  it('checks the phone by the chosen country and names the field', async () => {
    const client = t.client();
    const HumanTicket = await humanTicket(client);
    const response = await client.post('/api/auth/codes', { Type: 1, Purpose: 'register', TelPhone: '5551234567', AreaCode: 'HK', HumanTicket });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'PHONE_INVALID', message: 'Invalid phone number', field: 'TelPhone' });
  });

  it('sends one code when two requests for the same phone arrive at the same moment', async () => {
    const [first, second] = [t.client(), t.client()];
    const tickets = await Promise.all([humanTicket(first), humanTicket(second)]);
    const body = (HumanTicket: string) => ({ Type: 1, Purpose: 'register', TelPhone: '5551234567', AreaCode: 'US', HumanTicket });
    const answers = await Promise.all([first.post('/api/auth/codes', body(tickets[0])), second.post('/api/auth/codes', body(tickets[1]))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect((await first.get('/api/dev/inbox?to=5551234567')).body).toHaveLength(1);
  });

  it('lets one ticket pay for only one of two simultaneous requests', async () => {
    const client = t.client();
    const HumanTicket = await humanTicket(client);
    const answers = await Promise.all(
      ['a@example.com', 'b@example.com'].map((EMail) => client.post('/api/auth/codes', { Type: 0, Purpose: 'register', EMail, HumanTicket })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});
