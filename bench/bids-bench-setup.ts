/**
 * The bid benchmark's data, written straight into the database: a seller, one live auction, and
 * bidders who pass the bidding gate (verified, phone, address, CHP credit, the item's deposit held)
 * with a session each, so the run measures bidding and nothing else.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { addresses, categories, chpLedger, commodities, members, sessions } from '../server/db/schema';
import { hashSecretToken, newSecretToken } from '../server/services/accounts/secret-token';
import { SESSION_TTL_MS } from '../server/services/accounts/create-session';
import { depositReference } from '../server/services/bidding/deposit-hold';

export const START_CENTS = 1_000;
export const DEPOSIT_CHP = 1;
export const CREDIT_CENTS = 100_000;

export interface BenchAuction {
  itemId: number;
  bidderIds: number[];
  /** `holo_session=…` per bidder. */
  cookies: string[];
}

export async function setUpAuction(db: Db, bidderCount: number, now: Date): Promise<BenchAuction> {
  const [third] = await db.select().from(categories).where(eq(categories.level, 3)).orderBy(categories.id).limit(1);
  const [second] = await db.select().from(categories).where(eq(categories.id, third!.parentId!));
  const memberRow = (nickname: string, i: number) => ({
    nickname,
    email: `${nickname.toLowerCase()}@bench.holo.test`,
    areaCode: '1',
    phoneCountry: 'US',
    telPhone: `5${String(i).padStart(9, '0')}`,
    passwordHash: 'not-used',
    memberSource: 'US',
    verifyStatus: 2,
    state: 'California',
    stateCode: 'CA',
  });
  const [seller] = await db
    .insert(members)
    .values({ ...memberRow('BenchSeller', 0), isSeller: true, isSell: true })
    .returning({ id: members.id });
  const [item] = await db
    .insert(commodities)
    .values({
      code: `BENCH${now.getTime()}`,
      title: 'Bench auction',
      titImg: 'noimage',
      firstCategoryId: second!.parentId!,
      secondCategoryId: second!.id,
      thirdCategoryId: third!.id,
      byWay: 2,
      status: 1,
      priceCents: START_CENTS,
      startPriceCents: START_CENTS,
      depositNum: DEPOSIT_CHP,
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 86_400_000),
      sellerMemberId: seller!.id,
      memberSource: 'US',
    })
    .returning({ id: commodities.id });
  const itemId = item!.id;

  const bidders = await db
    .insert(members)
    .values(Array.from({ length: bidderCount }, (_, i) => memberRow(`BenchBidder${i + 1}`, i + 1)))
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
      { memberId, kind: 'credit', amountCents: CREDIT_CENTS, description: 'CHP top-up by card', createdAt: now },
      { memberId, kind: 'hold', amountCents: DEPOSIT_CHP * 100, description: 'Bid deposit', reference: depositReference(itemId), createdAt: now },
    ]),
  );
  const tokens = bidderIds.map(() => newSecretToken());
  await db.insert(sessions).values(
    bidderIds.map((memberId, i) => ({
      tokenHash: hashSecretToken(tokens[i]!),
      memberId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })),
  );
  return { itemId, bidderIds, cookies: tokens.map((token) => `holo_session=${token}`) };
}
