import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxMessages } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits, requestCode } from '../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('sandbox inbox', () => {
  it('lists messages newest first as JSON with the code picked out of the body', async () => {
    const client = t.client();
    await requestCode(client, { email: 'first@example.com' });
    await requestCode(client, { phone: '5551234567' });
    await t.database.db.insert(sandboxMessages).values({ channel: 'email', recipient: 'news@example.com', subject: 'Hello', body: 'No code here' });

    const all = await client.get('/api/dev/inbox');
    expect(all.body.map((m: { Recipient: string }) => m.Recipient)).toEqual(['news@example.com', '+1 5551234567', 'first@example.com']);
    expect(all.body[0].Code).toBeNull();
    expect(all.body[1].Code).toMatch(/^\d{6}$/);
    expect(all.body[1].CreatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const filtered = await client.get('/api/dev/inbox?to=FIRST@');
    expect(filtered.body).toHaveLength(1);
    expect(filtered.body[0].Recipient).toBe('first@example.com');
  });

  it('shows the messages as an HTML page with every text escaped', async () => {
    await t.database.db.insert(sandboxMessages).values({
      channel: 'email',
      recipient: '<b>x</b>@example.com',
      subject: 'Code <script>alert(1)</script>',
      body: 'Your Holo verification code is 654321. "Quoted" & more',
    });
    const response = await fetch(`${t.baseUrl}/dev/inbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Holo sandbox inbox');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(html).toContain('Code &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;Quoted&quot; &amp; more');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/class="code"[^>]*>654321</);
  });

  it('filters the page by recipient and escapes the filter', async () => {
    await t.database.db.insert(sandboxMessages).values([
      { channel: 'sms', recipient: '+1 5551234567', subject: 'SMS', body: 'one' },
      { channel: 'sms', recipient: '+852 61234567', subject: 'SMS', body: 'two' },
    ]);
    const html = await (await fetch(`${t.baseUrl}/dev/inbox?to=61234567`)).text();
    expect(html).toContain('+852 61234567');
    expect(html).not.toContain('+1 5551234567');
    const none = await (await fetch(`${t.baseUrl}/dev/inbox?to=${encodeURIComponent('"><i>')}`)).text();
    expect(none).toContain('No messages for “&quot;&gt;&lt;i&gt;”');
  });
});
