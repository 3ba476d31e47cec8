/**
 * Issue 26 finding 14: a nickname that only looks like a member's (invisible characters, another
 * script's letters, direction overrides, fullwidth letters) is refused; the look-alike key is
 * unique in the database, so two look-alikes racing cannot both register.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { backfillNicknameSkeletons } from '../../db/backfill-nickname-skeletons';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { emailRegistration, latestCode, relaxedRateLimits, requestCode } from '../../testing/account-helpers';
import { seedDemo } from '../../testing/demo-members';
import { nicknameSkeleton } from '../../services/accounts/nickname-skeleton';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  // The demo bidder is CardShowAce.
  await seedDemo(t);
});
afterAll(() => t?.close());

let emails = 0;
async function attempt(nickname: string, client: TestClient = t.client()) {
  const email = `lookalike${(emails += 1)}@example.com`;
  expect((await requestCode(client, { email })).status).toBe(200);
  return client.post('/api/auth/register', emailRegistration(email, await latestCode(client, email), { NickName: nickname }));
}

describe('registering a nickname that looks like a member’s', () => {
  it.each([
    ['a zero-width space', 'CardShowAce\u200b'],
    ['a right-to-left override', '\u202eecAwohSdraC'],
    ['a zero-width joiner inside', 'Card\u200dShowAce'],
  ])('refuses %s with NICKNAME_INVALID', async (_name, nickname) => {
    const response = await attempt(nickname);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'NICKNAME_INVALID', message: 'The nickname contains characters that cannot be used' });
  });

  it.each([
    ['a Cyrillic а', 'C\u0430rdShowAce'],
    ['fullwidth letters', 'ＣａｒｄＳｈｏｗＡｃｅ'],
    ['a zero for the o', 'CardSh0wAce'],
    ['a Greek Α and a Cyrillic С', '\u0421ardShow\u0391ce'],
  ])('refuses %s with NICKNAME_TAKEN', async (_name, nickname) => {
    const response = await attempt(nickname);
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'NICKNAME_TAKEN', message: 'This nickname is already taken', field: 'NickName' });
  });

  it('registers a plain different name, stored in NFKC with its look-alike key', async () => {
    const response = await attempt('ＣａｒｄＳｈｏｗＫｉｎｇ');
    expect(response.status).toBe(201);
    expect(response.body.NickName).toBe('CardShowKing');
    const [row] = await t.database.db.select().from(members).where(eq(members.id, response.body.Id));
    expect(row?.nicknameSkeleton).toBe(nicknameSkeleton('CardShowKing'));
  });

  it('lets only one of two look-alikes registering at once through', async () => {
    const [latin, cyrillic] = await Promise.all([attempt('MintMaster77'), attempt('M\u0456ntMaster77')]);
    expect([latin.status, cyrillic.status].sort()).toEqual([201, 409]);
    expect([latin.body, cyrillic.body].find((body) => body.error)?.error.code).toBe('NICKNAME_TAKEN');
  });
});

describe('members registered before the look-alike key', () => {
  it('get their key at start, so a look-alike of them is refused; two old look-alikes both stay', async () => {
    const inserted = await t.database.db
      .insert(members)
      .values([
        { nickname: 'OldTimerOllie', passwordHash: 'x' },
        { nickname: '0ldTimer0llie', passwordHash: 'x' },
      ])
      .returning({ id: members.id });
    const warnings: object[] = [];
    expect(await backfillNicknameSkeletons(t.database.db, { warn: (message) => warnings.push(message) })).toBe(1);
    expect(warnings).toEqual([{ memberId: inserted[1]!.id }]);

    const response = await attempt('OldTimerO11ie');
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('NICKNAME_TAKEN');
  });
});
