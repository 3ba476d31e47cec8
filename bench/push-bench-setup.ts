/**
 * The push benchmark's data, written straight into the database: a seller, several live auctions,
 * and bidders who pass the bidding gate with the deposit held on every item and a session each.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { addresses, categories, chpLedger, commodities, members, sessions } from '../server/db/schema';
import { hashSecretToken, newSecretToken } from '../server/services/accounts/secret-token';
import { SESSION_TTL_MS } from '../server/services/accounts/create-session';
import { depositReference } from '../server/services/bidding/deposit-hold';

export const START_CENTS = 1_000;

export interface PushBenchData {
  itemIds: number[];
  /** `holo_session=…` per bidder. */
  cookies: string[];
}

export async function setUpAuctions(db: Db, itemCount: number, bidderCount: number, now: Date): Promise<PushBenchData> {
  const [third] = await db.select().from(categories).where(eq(categories.level, 3)).orderBy(categories.id).limit(1);
  const [second] = await db.select().from(categories).where(eq(categories.id, third!.parentId!));
  const memberRow = (nickname: string, i: number) => ({
    nickname,
    email: `${nickname.toLowerCase()}@bench.holo.test`,
    areaCode: '1',
    phoneCountry: 'US',
    telPhone: `6${String(i).padStart(9, '0')}`,
    passwordHash: 'not-used',
    memberSource: 'US',
    verifyStatus: 2,
    state: 'California',
    stateCode: 'CA',
  });
  const [seller] = await db.insert(members).values({ ...memberRow('PushBenchSeller', 0), isSeller: true, isSell: true }).returning({ id: members.id });
  const items = await db
    .insert(commodities)
    .values(
      Array.from({ length: itemCount }, (_, i) => ({
        code: `PUSHBENCH${now.getTime()}${i}`,
        title: `Push bench auction ${i + 1}`,
        titImg: `/media/generated/card/${i + 1}.svg`,
        firstCategoryId: second!.parentId!,
        secondCategoryId: second!.id,
        thirdCategoryId: third!.id,
        byWay: 2,
        status: 1,
        priceCents: START_CENTS,
        startPriceCents: START_CENTS,
        depositNum: 1,
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 86_400_000),
        sellerMemberId: seller!.id,
        memberSource: 'US',
      })),
    )
    .returning({ id: commodities.id });
  const itemIds = items.map((row) => row.id);

  const bidders = await db
    .insert(members)
    .values(Array.from({ length: bidderCount }, (_, i) => memberRow(`PushBenchBidder${i + 1}`, i + 1)))
    .returning({ id: members.id });
  const bidderIds = bidders.map((row) => row.id);
  await db.insert(addresses).values(
    bidderIds.map((memberId) => ({
      memberId, userName: 'Bench Bidder', country: 'US', streetAddress: '1 Main Street', city: 'Los Angeles',
      state: 'California', stateCode: 'CA', zipCode: '90012', phone: '2135550100', isDefault: true,
    })),
  );
  await db.insert(chpLedger).values(
    bidderIds.flatMap((memberId) => [
      { memberId, kind: 'credit', amountCents: 10_000_000, description: 'CHP top-up by card', createdAt: now },
      ...itemIds.map((itemId) => ({ memberId, kind: 'hold', amountCents: 100, description: 'Bid deposit', reference: depositReference(itemId), createdAt: now })),
    ]),
  );
  const tokens = bidderIds.map(() => newSecretToken());
  await db.insert(sessions).values(
    bidderIds.map((memberId, i) => ({ tokenHash: hashSecretToken(tokens[i]!), memberId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })),
  );
  return { itemIds, cookies: tokens.map((token) => `holo_session=${token}`) };
}
