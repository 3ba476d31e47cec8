/**
 * The legal and information texts: loaded from server/db/seed/legal on start, read in the reader's
 * language (English when not translated), newest version first, sanitised, cached by ETag; and the
 * versions a member agreed to at sign-up and at checkout.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { memberAgreements, members, serviceAgreements } from '../db/schema';
import { agreementKeys, termsTabs } from '../../src/domain/legal/agreement-keys';
import { loadLegalTexts, shippedLegalTexts } from '../db/seed/legal/load-legal-texts';
import { parseLegalFile, readLegalFiles } from '../db/seed/legal/read-legal-files';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registerMember, relaxedRateLimits } from '../testing/account-helpers';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { startPaymentOk } from '../testing/payment-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedReference(t);
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(5 * 60_000));

const hasKorean = shippedLegalTexts().some((text) => text.language === 'ko');

async function fetchRaw(path: string, headers: Record<string, string> = {}) {
  return fetch(t.baseUrl + path, { headers });
}

async function rowsOf(key: string) {
  return t.database.db.select().from(serviceAgreements).where(eq(serviceAgreements.key, key));
}

describe('the texts on disk', () => {
  it('has an English text for every key, each with a title and a body', () => {
    const english = readLegalFiles().filter((text) => text.language === 'en');
    expect(english.map((text) => text.key).sort()).toEqual([...agreementKeys].sort());
    for (const text of english) {
      expect(text.title.length, text.key).toBeGreaterThan(3);
      expect(text.content, text.key).not.toMatch(/lorem ipsum|250,000/i);
    }
  });

  it('reads a version suffix and refuses a file without a title line or with an unknown key', () => {
    expect(parseLegalFile('en', 'privacy.v3.html', '<!-- title: Privacy -->\n<p>x</p>')).toMatchObject({ key: 'privacy', version: 3, title: 'Privacy', content: '<p>x</p>' });
    expect(() => parseLegalFile('en', 'privacy.html', '<p>no title</p>\n<p>x</p>')).toThrow(/title/);
    expect(() => parseLegalFile('en', 'cookies.html', '<!-- title: Cookies -->\n<p>x</p>')).toThrow(/unknown key/);
  });
});

describe('loading the texts on start', () => {
  it('inserted every shipped text once; running again, or twice at once, inserts nothing more', async () => {
    const shipped = shippedLegalTexts();
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(serviceAgreements);
    expect(before!.n).toBe(shipped.length);
    expect(await t.database.db.transaction((tx) => loadLegalTexts(tx))).toBe(0);
    const both = await Promise.all([
      t.database.db.transaction((tx) => loadLegalTexts(tx)),
      t.database.db.transaction((tx) => loadLegalTexts(tx)),
    ]);
    expect(both).toEqual([0, 0]);
    await seedReference(t);
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(serviceAgreements);
    expect(after!.n).toBe(shipped.length);
  });

  it('two fresh loads at once insert each new row once, and never overwrite a published version', async () => {
    const text = { key: 'important-update' as const, language: 'en' as const, version: 40, title: 'Race', content: '<p>first</p>' };
    const both = await Promise.all([
      t.database.db.transaction((tx) => loadLegalTexts(tx, [text])),
      t.database.db.transaction((tx) => loadLegalTexts(tx, [{ ...text, content: '<p>second</p>' }])),
    ]);
    expect(both.sort()).toEqual([0, 1]);
    const rows = (await rowsOf('important-update')).filter((row) => row.version === 40);
    expect(rows).toHaveLength(1);
    await t.database.db.delete(serviceAgreements).where(and(eq(serviceAgreements.key, 'important-update'), eq(serviceAgreements.version, 40)));
  });
});

describe('GET /api/agreements/:key', () => {
  it('answers every key in English to a visitor, public and with an ETag; the same ETag gets 304', async () => {
    for (const key of agreementKeys) {
      const response = await t.client().get(`/api/agreements/${key}`);
      expect(response.status, key).toBe(200);
      expect(response.body).toMatchObject({ Key: key, Language: 'en', Version: 1 });
      expect(response.body.Title.length).toBeGreaterThan(3);
      expect(response.body.Content).toContain('<');
      expect(Date.parse(response.body.PublishedAt)).not.toBeNaN();
    }
    const first = await fetchRaw('/api/agreements/privacy');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchRaw('/api/agreements/privacy', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await fetchRaw('/api/agreements/privacy', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers in the reader’s language: the member’s saved one, else the cookie, else Accept-Language (English when not translated)', async () => {
    const expected = hasKorean ? 'ko' : 'en';
    const byHeader = await (await fetchRaw('/api/agreements/privacy', { 'accept-language': 'ko-KR,ko;q=0.9' })).json();
    expect(byHeader.Language).toBe(expected);
    const byCookie = await (await fetchRaw('/api/agreements/privacy', { cookie: 'holo_lang=ko', 'accept-language': 'en' })).json();
    expect(byCookie.Language).toBe(expected);
    const member = await createTrader(t);
    await t.database.db.update(members).set({ language: 'ko' }).where(eq(members.id, member.memberId));
    const saved = await member.client.get('/api/agreements/privacy');
    expect(saved.body.Language).toBe(expected);
    if (!hasKorean) {
      const english = await t.client().get('/api/agreements/privacy');
      expect(saved.body.Content).toBe(english.body.Content);
    }
  });

  it('takes the language the page names (Language) over the reader’s, and refuses one Holo does not offer', async () => {
    const member = await createTrader(t);
    const named = await member.client.get('/api/agreements/holiday?Language=ko');
    expect(named.status).toBe(200);
    expect(named.body.Language).toBe(hasKorean ? 'ko' : 'en');
    const list = await t.client().get('/api/agreements?ServiceAgreementType=1&Language=ja');
    expect(list.status).toBe(200);
    const refused = await t.client().get('/api/agreements/holiday?Language=fr');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('BAD_REQUEST');
  });

  it('answers 404 AGREEMENT_NOT_FOUND to an unknown key and 400 to a malformed one', async () => {
    const unknown = await t.client().get('/api/agreements/cookies');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('AGREEMENT_NOT_FOUND');
    const malformed = await t.client().get('/api/agreements/priv%3Cacy');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('BAD_REQUEST');
  });

  it('shows the newest version (a new version file), and sanitises what it shows', async () => {
    const hostileFile = [
      '<!-- title: Places, revised -->',
      '<h2 onclick="x()">New</h2><script>alert(1)</script><p>Safe <a href="javascript:alert(1)">bad</a> <a href="/terms/customer">good</a></p><img src="https://evil.example/x.png"><iframe src="https://evil.example"></iframe>',
    ].join('\n');
    expect(await t.database.db.transaction((tx) => loadLegalTexts(tx, [parseLegalFile('en', 'place.v2.html', hostileFile)]))).toBe(1);
    const response = await t.client().get('/api/agreements/place');
    expect(response.body).toMatchObject({ Version: 2, Title: 'Places, revised' });
    expect(response.body.Content).toBe('<h2>New</h2><p>Safe <a>bad</a> <a href="/terms/customer">good</a></p>');
  });
});

describe('GET /api/agreements?ServiceAgreementType=', () => {
  it('answers each terms tab, every version newest first, and 404 to an unknown type', async () => {
    for (const { type, key } of termsTabs) {
      const response = await t.client().get(`/api/agreements?ServiceAgreementType=${type}`);
      expect(response.status, key).toBe(200);
      expect(response.body.Data[0]).toMatchObject({ Key: key, Version: 1 });
    }
    await t.database.db.insert(serviceAgreements).values({ key: 'anti-fraud', language: 'en', version: 2, title: 'Anti-fraud v2', content: '<p>v2</p>' });
    const versions = await t.client().get('/api/agreements?ServiceAgreementType=15');
    expect(versions.body.Data.map((row: { Version: number }) => row.Version)).toEqual([2, 1]);
    expect(versions.body.Data[0].Content).toBe('<p>v2</p>');
    const unknown = await t.client().get('/api/agreements?ServiceAgreementType=10');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('AGREEMENT_NOT_FOUND');
  });

  it('answers 400 to a missing or non-numeric type', async () => {
    for (const query of ['', '?ServiceAgreementType=abc', '?ServiceAgreementType=1.5']) {
      const response = await t.client().get(`/api/agreements${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
  });
});

describe('the versions a member agreed to', () => {
  it('records the Terms of Service and Privacy Policy versions when a member registers', async () => {
    await t.database.db.insert(serviceAgreements).values({ key: 'privacy', language: 'en', version: 2, title: 'Privacy v2', content: '<p>v2</p>' });
    const client = t.client();
    await registerMember(client, { email: 'agrees@example.com' });
    const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, 'agrees@example.com'));
    const agreed = await t.database.db.select().from(memberAgreements).where(eq(memberAgreements.memberId, member!.id));
    expect(agreed.map((row) => [row.key, row.version]).sort()).toEqual([['privacy', 2], ['user-agreement', 1]]);
    expect(agreed[0]!.agreedAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('records them when a member starts a payment (the pay dialog’s agreement box), once per version', async () => {
    const member = await createTrader(t);
    await startPaymentOk(member.client, { Purpose: 'chp', ReferenceId: 1, IsGuarantee: 6 });
    await startPaymentOk(member.client, { Purpose: 'chp', ReferenceId: 1, IsGuarantee: 6 });
    const agreed = await t.database.db.select().from(memberAgreements).where(eq(memberAgreements.memberId, member.memberId));
    expect(agreed.map((row) => row.key).sort()).toEqual(['privacy', 'user-agreement']);
  });
});
