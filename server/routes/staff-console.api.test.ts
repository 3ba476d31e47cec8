import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serviceAgreements, staffActions, staffDesks } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { createStaff } from '../testing/case-fixtures';
import { createContentStaff } from '../testing/promotion-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const banner = {
  AreaCode: 'US',
  Title: 'Graded week',
  Subtitle: 'PSA 10s on the block',
  Texts: { ja: { title: 'グレーディング週間', subtitle: '' } },
  ImgUrl: '/media/generated/banner/1.webp',
  ClickType: 10,
  ClickUrl: 'type=category&f=1',
  Sort: 3,
};

const patch = (client: ReturnType<TestApp['client']>, path: string, body: unknown) => client.request<any>('PATCH', path, body);

describe('staff console: who may', () => {
  it('answers a member their desks (none for a member who is not staff) and refuses a visitor', async () => {
    expect((await t.client().get('/api/staff/me')).status).toBe(401);
    const member = await createTrader(t);
    expect((await member.client.get('/api/staff/me')).body).toMatchObject({ MemberId: member.memberId, Desks: [] });
    const staff = await createStaff(t);
    await t.database.db.insert(staffDesks).values({ memberId: staff.memberId, desk: 'warehouse' });
    expect((await staff.client.get('/api/staff/me')).body.Desks).toEqual(['warehouse', 'cases']);
  });

  it('refuses the log and the content calls to a visitor (401) and to members without the desk (403)', async () => {
    const member = await createTrader(t);
    const casesStaff = await createStaff(t);
    const calls = (client: ReturnType<TestApp['client']>) => [
      client.get('/api/staff/banners'),
      client.post('/api/staff/banners', banner),
      client.put('/api/staff/banners/1', banner),
      patch(client, '/api/staff/banners/1', { IsActive: false }),
      client.get('/api/staff/legal-texts'),
      client.get('/api/staff/legal-texts/privacy'),
      client.post('/api/staff/legal-texts/privacy', { Language: 'en', Title: 'Privacy', Content: '<p>x</p>' }),
    ];
    for (const response of await Promise.all([...calls(t.client()), t.client().get('/api/staff/actions')])) expect(response.status).toBe(401);
    for (const response of await Promise.all([...calls(member.client), member.client.get('/api/staff/actions')])) expect(response.status).toBe(403);
    for (const response of await Promise.all(calls(casesStaff.client))) expect(response.status).toBe(403);
  });
});

describe('staff console: the log', () => {
  it("shows the reader's desks' actions, newest first, filtered by desk; another desk is refused", async () => {
    const content = await createContentStaff(t);
    const cases = await createStaff(t);
    await content.client.post('/api/staff/banners', banner);
    await t.database.db.insert(staffActions).values({ staffMemberId: cases.memberId, desk: 'cases', action: 'case.close', subject: 'case:9' });
    const mine = await content.client.get('/api/staff/actions');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ Total: 1, PageSize: 60 });
    expect(mine.body.Data[0]).toMatchObject({ Desk: 'content', Action: 'banner.create', StaffNickname: content.nickname });
    expect((await content.client.get('/api/staff/actions?desk=content')).body.Total).toBe(1);
    expect((await content.client.get('/api/staff/actions?desk=cases')).status).toBe(403);
    const bad = await content.client.get('/api/staff/actions?desk=kitchen');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('STAFF_DESK_INVALID');
    expect((await cases.client.get('/api/staff/actions')).body.Data.map((row: { Action: string }) => row.Action)).toEqual(['case.close']);
  });
});

describe('content desk: banners', () => {
  it('creates, edits, switches off and moves a banner; the home page follows; each write is logged', async () => {
    const staff = await createContentStaff(t);
    const created = await staff.client.post('/api/staff/banners', banner);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.Id as number;
    expect(created.body).toMatchObject({ Title: 'Graded week', IsActive: true, Sort: 3, Texts: { ja: { title: 'グレーディング週間', subtitle: '' } } });
    const edited = await staff.client.put(`/api/staff/banners/${id}`, { ...banner, Title: 'Graded fortnight' });
    expect(edited.body.Title).toBe('Graded fortnight');
    const home = await t.client().get('/api/home');
    expect(JSON.stringify(home.body)).toContain('Graded fortnight');
    expect((await patch(staff.client, `/api/staff/banners/${id}`, { IsActive: false })).body.IsActive).toBe(false);
    expect(JSON.stringify((await t.client().get('/api/home')).body)).not.toContain('Graded fortnight');
    expect((await patch(staff.client, `/api/staff/banners/${id}`, { Sort: 0 })).body.Sort).toBe(0);
    const logged = await t.database.db.select({ action: staffActions.action }).from(staffActions).where(eq(staffActions.subject, `banner:${id}`));
    expect(logged.map((row) => row.action).sort()).toEqual(['banner.create', 'banner.edit', 'banner.move', 'banner.off']);
    expect((await staff.client.get('/api/staff/banners')).body.Data.some((row: { Id: number }) => row.Id === id)).toBe(true);
  });

  it('refuses bad input with its code and changes nothing', async () => {
    const staff = await createContentStaff(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Title: '' }, 'BANNER_TITLE_INVALID'],
      [{ ImgUrl: 'https://evil.example/x.png' }, 'BANNER_IMAGE_INVALID'],
      [{ ImgUrl: '/media/../secret' }, 'BANNER_IMAGE_INVALID'],
      [{ ClickType: 0, ClickUrl: 'javascript:alert(1)' }, 'BANNER_LINK_INVALID'],
      [{ ClickType: 2, ClickUrl: 'abc' }, 'BANNER_LINK_INVALID'],
      [{ ClickType: 5 }, 'BANNER_LINK_INVALID'],
      [{ AreaCode: 'ZZ' }, 'AREA_CODE_INVALID'],
    ];
    for (const [change, code] of cases) {
      const response = await staff.client.post('/api/staff/banners', { ...banner, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.error.code).toBe(code);
    }
    expect((await staff.client.put('/api/staff/banners/999', banner)).status).toBe(404);
    expect((await patch(staff.client, '/api/staff/banners/999', { IsActive: true })).status).toBe(404);
    expect(await t.database.db.select().from(staffActions)).toEqual([]);
  });
});

describe('content desk: legal texts', () => {
  it('publishes a new version in one language, sanitised; the reader gets it; earlier versions stay', async () => {
    const staff = await createContentStaff(t);
    const before = await t.client().get('/api/agreements/privacy?Language=ja');
    const list = await staff.client.get('/api/staff/legal-texts');
    const privacy = list.body.Data.find((row: { Key: string }) => row.Key === 'privacy');
    expect(privacy).toBeDefined();
    const published = await staff.client.post('/api/staff/legal-texts/privacy', {
      Language: 'ja',
      Title: 'プライバシーポリシー',
      Content: '<h2>第1条</h2><p onclick="x()">大切に扱います<script>alert(1)</script></p><img src="https://tracker.example/p.gif">',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const ja = published.body.Versions.find((row: { Language: string }) => row.Language === 'ja');
    expect(ja.Version).toBe(privacy.Version + 1);
    expect(ja.Content).toBe('<h2>第1条</h2><p>大切に扱います</p>');
    const stored = await t.database.db.select().from(serviceAgreements).where(and(eq(serviceAgreements.key, 'privacy'), eq(serviceAgreements.version, ja.Version)));
    expect(stored[0]!.content).not.toContain('script');
    const reader = await t.client().get('/api/agreements/privacy?Language=ja');
    expect(reader.body).toMatchObject({ Title: 'プライバシーポリシー', Version: ja.Version });
    expect(reader.body.Version).toBeGreaterThan(before.status === 200 ? before.body.Version : 0);
    const rows = await t.database.db.select().from(staffActions).where(eq(staffActions.action, 'legal.publish'));
    expect(rows).toHaveLength(1);
  });

  it('gives two editors publishing at once two versions, both in the staff log', async () => {
    const staff = await createContentStaff(t);
    const [a, b] = await Promise.all(
      ['One', 'Two'].map((word) => staff.client.post('/api/staff/legal-texts/holiday', { Language: 'en', Title: word, Content: `<p>${word}</p>` })),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const versions = await t.database.db.select({ version: serviceAgreements.version }).from(serviceAgreements).where(and(eq(serviceAgreements.key, 'holiday'), eq(serviceAgreements.language, 'en')));
    const numbers = versions.map((row) => row.version);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(await t.database.db.select().from(staffActions).where(eq(staffActions.subject, 'legal:holiday'))).toHaveLength(2);
  });

  it('refuses an unknown text (404), an empty or script-only text and a bad language (400)', async () => {
    const staff = await createContentStaff(t);
    expect((await staff.client.post('/api/staff/legal-texts/nope', { Language: 'en', Title: 'x', Content: '<p>x</p>' })).status).toBe(404);
    for (const [body, code] of [
      [{ Language: 'en', Title: 'x', Content: '<script>alert(1)</script>' }, 'AGREEMENT_CONTENT_INVALID'],
      [{ Language: 'en', Title: '', Content: '<p>x</p>' }, 'AGREEMENT_TITLE_INVALID'],
      [{ Language: 'fr', Title: 'x', Content: '<p>x</p>' }, 'BAD_REQUEST'],
    ] as const) {
      const response = await staff.client.post('/api/staff/legal-texts/privacy', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe(code);
    }
  });
});
