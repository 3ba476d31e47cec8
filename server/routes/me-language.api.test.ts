/** PUT /api/me/language, and the verification code sent in the language of whom it is for. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { humanTicket, relaxedRateLimits, requestCode } from '../testing/account-helpers';
import { createTrader, seedReference } from '../testing/trade-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedReference(t);
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(5 * 60_000));

describe('PUT /api/me/language', () => {
  it('answers 401 to a visitor, even with a bad body', async () => {
    expect((await t.client().put('/api/me/language', { Language: 'ja' })).status).toBe(401);
    expect((await t.client().put('/api/me/language', { Language: 'xx' })).status).toBe(401);
  });

  it('refuses a language Holo does not offer, or none, with 400', async () => {
    const member = await createTrader(t);
    for (const body of [{ Language: 'fr' }, { Language: 'zh' }, { Language: 'JA' }, { Language: 1 }]) {
      const response = await member.client.put('/api/me/language', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'Language' });
    }
    const empty = await member.client.put('/api/me/language', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('BAD_REQUEST');
    expect((await member.client.get('/api/me')).body.Language).toBe('en');
  });

  it('saves the language to the member: /api/me answers it, and only this member changed', async () => {
    const [member, other] = [await createTrader(t), await createTrader(t)];
    const response = await member.client.put('/api/me/language', { Language: 'zh-Hant' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Language: 'zh-Hant' });
    expect((await member.client.get('/api/me')).body.Language).toBe('zh-Hant');
    expect((await other.client.get('/api/me')).body.Language).toBe('en');
    expect((await member.client.put('/api/me/language', { Language: 'ko' })).body).toEqual({ Language: 'ko' });
    const [row] = await t.database.db.select({ language: members.language }).from(members).where(eq(members.id, member.memberId));
    expect(row!.language).toBe('ko');
  });
});

describe('the verification code in the language of whom it is for', () => {
  const inbox = async (to: string) => (await t.client().get(`/api/dev/inbox?to=${encodeURIComponent(to)}`)).body[0];

  it('writes a registration code in the browser’s language (Accept-Language) or the holo_lang cookie', async () => {
    const client = t.client();
    const HumanTicket = await humanTicket(client);
    const sent = await client.post('/api/auth/codes', { Type: 0, Purpose: 'register', EMail: 'minji@example.com', HumanTicket }, { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' });
    expect(sent.status).toBe(200);
    const korean = await inbox('minji@example.com');
    expect(korean.Subject).toBe('Holo 인증 코드');
    expect(korean.Body).toContain(`Holo 인증 코드는 ${korean.Code}입니다. 10분 후에 만료됩니다.`);
    expect(korean.Body).toContain('회원가입 페이지에 입력하여');

    const japanese = t.client();
    japanese.setCookie('holo_lang', 'ja');
    const ticket = await humanTicket(japanese);
    const again = await japanese.post('/api/auth/codes', { Type: 0, Purpose: 'register', EMail: 'yui@example.com', HumanTicket: ticket }, { 'accept-language': 'ko' });
    expect(again.status).toBe(200);
    const mail = await inbox('yui@example.com');
    expect(mail.Subject).toBe('Holo 認証コード');
    expect(mail.Body).toContain(`Holo の認証コードは ${mail.Code} です。有効期限は10分です。`);
  });

  it('writes a member’s code in the language they saved, whatever the browser says', async () => {
    const member = await createTrader(t);
    await t.database.db.update(members).set({ language: 'zh-Hant' }).where(eq(members.id, member.memberId));
    const [row] = await t.database.db.select({ email: members.email }).from(members).where(eq(members.id, member.memberId));
    const response = await requestCode(t.client(), { email: row!.email! }, 'reset');
    expect(response.status).toBe(200);
    const mail = await inbox(row!.email!);
    expect(mail.Subject).toBe('您的 Holo 驗證碼');
    expect(mail.Body).toContain('請在重設密碼頁面輸入此驗證碼');
  });

  it('keeps English for an English browser', async () => {
    expect((await requestCode(t.client(), { email: 'ann@example.com' })).status).toBe(200);
    expect((await inbox('ann@example.com')).Subject).toBe('Your Holo verification code');
  });
});
